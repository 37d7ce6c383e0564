/*
 * The Markdown that posts are written in (issue #11), parsed into plain data that React renders as elements. No
 * HTML string is ever produced or injected: "<script>" in a post is text, shown as typed. Recognised: paragraphs
 * (blank-line separated, as posts were stored before), "## " to "#### " headings, "- "/"* " and "1. " lists, "> "
 * quotes, **bold**, *italic* or _italic_, `code`, and [links](https://…) to http(s), mailto and the site's own paths.
 */

export type Inline = { t: 'text'; v: string } | { t: 'strong' | 'em'; c: Inline[] } | { t: 'code'; v: string } | { t: 'link'; href: string; c: Inline[] };

export type Block = { t: 'p' | 'quote'; c: Inline[] } | { t: 'h'; level: 2 | 3 | 4; c: Inline[] } | { t: 'ul' | 'ol'; items: Inline[][] };

/** Where a link may lead: the web, e-mail, or a path of this site. `javascript:` and the like stay text. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i;

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|_(.+?)_|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  for (let m = INLINE.exec(rest); m; m = INLINE.exec(rest)) {
    if (m.index > 0) out.push({ t: 'text', v: rest.slice(0, m.index) });
    const [whole, strong, em1, em2, code, label, href] = m;
    if (strong !== undefined) out.push({ t: 'strong', c: parseInline(strong) });
    else if (em1 !== undefined || em2 !== undefined) out.push({ t: 'em', c: parseInline(em1 ?? em2) });
    else if (code !== undefined) out.push({ t: 'code', v: code });
    else if (SAFE_HREF.test(href)) out.push({ t: 'link', href, c: parseInline(label) });
    else out.push({ t: 'text', v: whole });
    rest = rest.slice(m.index + whole.length);
  }
  if (rest) out.push({ t: 'text', v: rest });
  // Neighbouring text (an unsafe link left as text) is one piece: one text node on the page.
  return out.reduce<Inline[]>((all, i) => {
    const last = all.at(-1);
    if (i.t === 'text' && last?.t === 'text') all[all.length - 1] = { t: 'text', v: last.v + i.v };
    else all.push(i);
    return all;
  }, []);
}

const join = (lines: string[]) => parseInline(lines.map((l) => l.trim()).join(' '));

/** Blocks of a Markdown text (blank lines separate them; a list's items are its lines). */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim());
    if (!lines.length) continue;
    const heading = /^(#{2,4})\s+(.*)$/.exec(lines[0].trim());
    if (heading && lines.length === 1) blocks.push({ t: 'h', level: heading[1].length as 2 | 3 | 4, c: parseInline(heading[2]) });
    else if (lines.every((l) => /^\s*[-*]\s+/.test(l))) blocks.push({ t: 'ul', items: lines.map((l) => parseInline(l.replace(/^\s*[-*]\s+/, ''))) });
    else if (lines.every((l) => /^\s*\d+[.)]\s+/.test(l))) blocks.push({ t: 'ol', items: lines.map((l) => parseInline(l.replace(/^\s*\d+[.)]\s+/, ''))) });
    else if (lines.every((l) => /^\s*>/.test(l))) blocks.push({ t: 'quote', c: join(lines.map((l) => l.replace(/^\s*>\s?/, ''))) });
    else blocks.push({ t: 'p', c: join(lines) });
  }
  return blocks;
}
