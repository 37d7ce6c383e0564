import { readdirSync, readFileSync } from 'node:fs';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

/** Every key that one language has and the other lacks, as "en/common.json: nav.home"; empty when they agree. */
export function checkLocaleKeys(dir: string): string[] {
  const problems: string[] = [];
  const files = new Set([...readdirSync(`${dir}/fa`), ...readdirSync(`${dir}/en`)].filter((f) => f.endsWith('.json')));
  for (const file of files) {
    const read = (lng: string) => {
      try {
        return new Set(keysOf(JSON.parse(readFileSync(`${dir}/${lng}/${file}`, 'utf8'))));
      } catch {
        return null;
      }
    };
    const fa = read('fa');
    const en = read('en');
    if (!fa || !en) {
      problems.push(`${file}: missing or unreadable in ${fa ? 'en' : 'fa'}`);
      continue;
    }
    for (const k of fa) if (!en.has(k)) problems.push(`en/${file}: ${k}`);
    for (const k of en) if (!fa.has(k)) problems.push(`fa/${file}: ${k}`);
  }
  return problems;
}
