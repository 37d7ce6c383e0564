import type { CSSProperties, ReactNode } from 'react';
import { isCodeToken, splitBidi } from '../../shared/bidi.ts';
import { localDigits } from '../../shared/digits.ts';
import type { Locale } from '../../shared/locale.ts';
import { useLocale } from '../i18n/locale.ts';

/** A code this long is wider than a phone's two-column card in the card title's type: it is set smaller there. */
const LONG_CODE = 13;

/**
 * Text that may mix directions (a product name with its model code, a spec value, an address, a post's sentence):
 * every Latin run is isolated left to right, code-like words in it never break, and plain text gets the page's digits.
 * Every name and sentence a visitor reads goes through here, so one rule fixes cards, lists, breadcrumbs, titles,
 * suggestions and prose alike. `locale` is the text's language where it is not the page's (the back office's preview).
 */
export function MixedText({ text, locale: textLocale }: { text: string; locale?: Locale }) {
  const pageLocale = useLocale();
  const locale = textLocale ?? pageLocale;
  // Adjacent words stay one text node: React would put a marker comment between two adjacent ones.
  const joined = () => {
    const nodes: ReactNode[] = [];
    const add = (node: ReactNode) => {
      if (typeof node === 'string' && typeof nodes.at(-1) === 'string') nodes[nodes.length - 1] += node;
      else nodes.push(node);
    };
    return { nodes, add };
  };
  const keepCodesWhole = (run: string, add: (node: ReactNode) => void, key: number) =>
    run.split(/(\s+)/).forEach((token, j) => {
      if (!isCodeToken(token)) return add(token);
      const long = token.length >= LONG_CODE;
      add(
        <span key={`${key}.${j}`} className="nowrap" data-long={long || undefined} style={long ? ({ '--chars': token.length } as CSSProperties) : undefined}>
          {token}
        </span>,
      );
    });
  const out = joined();
  splitBidi(text).forEach((part, i) => {
    if (!part.ltr) out.add(localDigits(part.text, locale));
    // An English text is left to right already: only its codes need keeping whole.
    else if (locale === 'en') keepCodesWhole(part.text, out.add, i);
    else {
      const run = joined();
      keepCodesWhole(part.text, run.add, i);
      out.add(
        <bdi key={i} dir="ltr" className="ltr-run">
          {run.nodes}
        </bdi>,
      );
    }
  });
  // One element, not a fragment: inside a flex row (a breadcrumb) every text node of a fragment would become its own
  // flex item and the spaces between words would collapse ("Kidde PRO 6" read "KiddePRO6").
  return <span className="mixed-text">{out.nodes}</span>;
}
