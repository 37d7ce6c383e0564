import type { Block, Inline } from '../../shared/markdown.ts';
import type { Locale } from '../../shared/locale.ts';
import { MixedText } from '../ui/mixed-text.tsx';

/**
 * A post's body as the site shows it, from the blocks shared/markdown.ts parsed: React elements only, so any HTML in
 * the text is shown as text. The back office's preview renders the very same component, with the language of the
 * text it previews (`locale`; else the page's).
 */
export function MarkdownBody({ blocks, locale }: { blocks: Block[]; locale?: Locale }) {
  return (
    <>
      {blocks.map((b, i) => (
        <BlockView key={i} block={b} locale={locale} />
      ))}
    </>
  );
}

function BlockView({ block, locale }: { block: Block; locale?: Locale }) {
  switch (block.t) {
    case 'h': {
      const H = `h${block.level}` as const;
      return (
        <H>
          <Inlines c={block.c} locale={locale} />
        </H>
      );
    }
    case 'ul':
    case 'ol': {
      const L = block.t;
      return (
        <L>
          {block.items.map((item, i) => (
            <li key={i}>
              <Inlines c={item} locale={locale} />
            </li>
          ))}
        </L>
      );
    }
    case 'quote':
      return (
        <blockquote>
          <p>
            <Inlines c={block.c} locale={locale} />
          </p>
        </blockquote>
      );
    default:
      return (
        <p>
          <Inlines c={block.c} locale={locale} />
        </p>
      );
  }
}

function Inlines({ c, locale }: { c: Inline[]; locale?: Locale }) {
  return (
    <>
      {c.map((i, k) => {
        switch (i.t) {
          // Prose mixes directions too ("H.265+" in a Persian sentence, "FM-200" at a line's end).
          case 'text':
            return <MixedText key={k} text={i.v} locale={locale} />;
          case 'code':
            return (
              <code key={k} dir="ltr">
                {i.v}
              </code>
            );
          case 'strong':
            return (
              <strong key={k}>
                <Inlines c={i.c} locale={locale} />
              </strong>
            );
          case 'em':
            return (
              <em key={k}>
                <Inlines c={i.c} locale={locale} />
              </em>
            );
          case 'link':
            return (
              <a key={k} href={i.href} rel={i.href.startsWith('/') ? undefined : 'noopener noreferrer'}>
                <Inlines c={i.c} locale={locale} />
              </a>
            );
        }
      })}
    </>
  );
}
