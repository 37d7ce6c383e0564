import { readFileSync } from 'node:fs';
import { transformSync, type Metafile } from 'esbuild';

/**
 * The CSS a page inlines: of the whole (minified) stylesheet, only the rules that can match what the shell and the
 * page's screen render. A rule is kept when, in one of its selectors, every class (outside `:not()`) is a word that
 * appears in the source of the shell's or the screen's modules; `card--${kind}` in the source keeps every
 * `card--…` class. A word used for something else keeps a rule in vain, never drops one a page needs; rules without
 * a class (elements, :root, @font-face) are always kept, keyframes when a kept rule animates with them, print rules
 * never. The whole stylesheet is still one cached file,
 * loaded before the page hydrates (client/shell/entry.client.tsx), for what interactions and other screens show.
 */
export function pruneCss(css: string, keepClass: (name: string) => boolean): string {
  const kept = pruneRules(css, keepClass);
  // An animation's keyframes only where a kept rule names it.
  return kept.replace(/@keyframes ([\w-]+)\{(?:[^{}]*\{[^{}]*\})*\}/g, (rule, name: string) =>
    new RegExp(`animation[^;}]*\\b${name}\\b`).test(kept) ? rule : '',
  );
}

function pruneRules(css: string, keepClass: (name: string) => boolean): string {
  return blocks(css)
    .map((block) => {
      if (!block.body) return block.prelude;
      // Printing comes long after the first paint, when the whole stylesheet is there.
      if (/^@media print\b/.test(block.prelude)) return '';
      if (/^@(media|supports|container|layer)\b/.test(block.prelude)) {
        const inner = pruneRules(block.body, keepClass);
        return inner ? `${block.prelude}{${inner}}` : '';
      }
      if (block.prelude.startsWith('@')) return `${block.prelude}{${block.body}}`;
      return selectors(block.prelude).some((s) => classesOf(s).every(keepClass)) ? `${block.prelude}{${block.body}}` : '';
    })
    .join('');
}

/**
 * The words in the string literals of some compiled code (JSX's `className="…"` is one), and the prefixes of classes
 * written with a template (`toast--${kind}`).
 */
export function classMatcher(code: string[]): (name: string) => boolean {
  const words = new Set<string>();
  for (const source of code) {
    for (const [literal] of source.matchAll(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g)) {
      for (const [word] of literal.matchAll(/[A-Za-z_][\w-]*/g)) words.add(word);
    }
  }
  const prefixes = [...words].filter((w) => w.endsWith('-'));
  return (name) => words.has(name) || prefixes.some((p) => name.startsWith(p));
}

/**
 * For each screen, the CSS its first paint can use: the rules that the modules reachable from the shell's route table
 * and from the screen's module can match. Dynamic imports are followed (the server renders a lazy part in place,
 * the footer's colour-mode switch for one), but not into another screen nor into `clientOnly` modules (those mounted
 * after hydrating, when the whole stylesheet is there). test/api/page-document.api.test.ts checks every page's HTML
 * against its inlined rules. `screens` maps a screen id to its module file.
 */
export function screenCss(meta: Metafile, css: string, shell: string, screens: Record<string, string>, clientOnly: string[]): Record<string, string> {
  const screenFiles = new Set(Object.values(screens));
  const reach = (start: string) => {
    const seen = new Set<string>([start]);
    const queue = [start];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      for (const { path } of meta.inputs[file]?.imports ?? []) {
        if (seen.has(path) || screenFiles.has(path) || clientOnly.includes(path) || !meta.inputs[path]) continue;
        seen.add(path);
        queue.push(path);
      }
    }
    return [...seen].filter((f) => f.startsWith('client/') && /\.(tsx?|jsx?)$/.test(f));
  };
  // Compiled without comments or types, so only the code's strings are read as words.
  const compiled = new Map<string, string>();
  const compile = (f: string) =>
    transformSync(readFileSync(f, 'utf8'), { loader: f.endsWith('x') ? 'tsx' : 'ts', jsx: 'automatic', minifyWhitespace: true }).code;
  const read = (files: string[]) => files.map((f) => compiled.get(f) ?? compiled.set(f, compile(f)).get(f)!);
  const shellCode = read(reach(shell));
  return Object.fromEntries(Object.entries(screens).map(([id, file]) => [id, pruneCss(css, classMatcher([...shellCode, ...read(reach(file))]))]));
}

interface Block {
  prelude: string;
  /** The text between the braces; undefined for a statement (`@import …;`). */
  body?: string;
}

/** The top-level rules and at-rules of minified CSS, braces inside strings left alone. */
function blocks(css: string): Block[] {
  const out: Block[] = [];
  let start = 0;
  let depth = 0;
  let open = 0;
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{' && depth++ === 0) open = i;
    else if (c === '}' && --depth === 0) {
      out.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
      start = i + 1;
    } else if (c === ';' && depth === 0) {
      out.push({ prelude: css.slice(start, i + 1).trim() });
      start = i + 1;
    }
  }
  return out.filter((b) => b.prelude || b.body);
}

/** A selector list split at its top-level commas (not those inside `:is(a, b)`). */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...out, list.slice(start)];
}

/** The classes an element must have for the selector to match: what is inside `:not()`, `:is()`… is not required. */
function classesOf(selector: string): string[] {
  let required = selector;
  for (let previous = ''; previous !== required;) {
    previous = required;
    required = required.replace(/:(not|is|where|has)\([^()]*\)/g, '');
  }
  required = required.replace(/\[[^\]]*\]/g, '');
  return [...required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}
