import { Fragment } from 'react';
import { isCodeToken, localizeDigits, splitBidi } from '../../../shared/bidi.ts';
import { useLocale } from '../../locale.ts';

/**
 * Text that may mix directions (a product name with its model code, a spec value, an address): every Latin run is
 * isolated left to right, code-like words in it never break, and plain text gets the page's digits. Every name a
 * visitor reads goes through here, so one rule fixes cards, lists, breadcrumbs, titles and suggestions alike.
 */
export function MixedText({ text }: { text: string }) {
  const locale = useLocale();
  return (
    <>
      {splitBidi(text).map((part, i) =>
        part.ltr ? (
          <bdi key={i} dir="ltr" className="ltr-run">
            {part.text.split(/(\s+)/).map((token, j) => (isCodeToken(token) ? <span key={j} className="nowrap">{token}</span> : <Fragment key={j}>{token}</Fragment>))}
          </bdi>
        ) : (
          <Fragment key={i}>{localizeDigits(part.text, locale)}</Fragment>
        ),
      )}
    </>
  );
}
