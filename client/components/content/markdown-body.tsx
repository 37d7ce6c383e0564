import type { Block, Inline } from '../../../shared/markdown.ts';

/**
 * A post's body as the site shows it, from the blocks shared/markdown.ts parsed: React elements only, so any HTML in
 * the text is shown as text. The back office's preview renders the very same component.
 */
export function MarkdownBody({ blocks }: { blocks: Block[] }) {
  return <>{blocks.map((b, i) => <BlockView key={i} block={b} />)}</>;
}

function BlockView({ block }: { block: Block }) {
  switch (block.t) {
    case 'h': {
      const H = `h${block.level}` as const;
      return <H><Inlines c={block.c} /></H>;
    }
    case 'ul':
    case 'ol': {
      const L = block.t;
      return <L>{block.items.map((item, i) => <li key={i}><Inlines c={item} /></li>)}</L>;
    }
    case 'quote':
      return <blockquote><p><Inlines c={block.c} /></p></blockquote>;
    default:
      return <p><Inlines c={block.c} /></p>;
  }
}

function Inlines({ c }: { c: Inline[] }) {
  return (
    <>
      {c.map((i, k) => {
        switch (i.t) {
          case 'text': return i.v;
          case 'code': return <code key={k} dir="ltr">{i.v}</code>;
          case 'strong': return <strong key={k}><Inlines c={i.c} /></strong>;
          case 'em': return <em key={k}><Inlines c={i.c} /></em>;
          case 'link': return <a key={k} href={i.href} rel={i.href.startsWith('/') ? undefined : 'noopener noreferrer'}><Inlines c={i.c} /></a>;
        }
      })}
    </>
  );
}
