import { Fragment } from 'react';
import { isCodeToken, localizeDigits, splitBidi } from '../../../shared/bidi.ts';
import { useLocale } from '../../locale.ts';

/** A code this long is wider than a phone's two-column card in the card title's type: it is set smaller there. */
const LONG_CODE = 13;

/**
 * Text that may mix directions (a product name with its model code, a spec value, an address): every Latin run is
 * isolated left to right, code-like words in it never break, and plain text gets the page's digits. Every name a
 * visitor reads goes through here, so one rule fixes cards, lists, breadcrumbs, titles and suggestions alike.
 */
export function MixedText({ text }: { text: string }) {
  const locale = useLocale();
  // Words between codes stay one text node: React would put a marker comment between two adjacent ones.
  const codesKeptWhole = (run: string) => {
    const out: (string | React.ReactElement)[] = [];
    run.split(/(\s+)/).forEach((token, j) => {
      if (isCodeToken(token)) out.push(<span key={j} className="nowrap" data-long={token.length >= LONG_CODE || undefined}>{token}</span>);
      else if (typeof out.at(-1) === 'string') out[out.length - 1] += token;
      else out.push(token);
    });
    return out.length === 1 ? out[0] : out;
  };
  // One element, not a fragment: inside a flex row (a breadcrumb) every text node of a fragment would become its own
  // flex item and the spaces between words would collapse ("Kidde PRO 6" read "KiddePRO6").
  return (
    <span className="mixed-text">
      {splitBidi(text).map((part, i) =>
        part.ltr ? (
          // An English page is left to right already: only its codes need keeping whole.
          locale === 'en' ? <Fragment key={i}>{codesKeptWhole(part.text)}</Fragment> : <bdi key={i} dir="ltr" className="ltr-run">{codesKeptWhole(part.text)}</bdi>
        ) : (
          <Fragment key={i}>{localizeDigits(part.text, locale)}</Fragment>
        ),
      )}
    </span>
  );
}
