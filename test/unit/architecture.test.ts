import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';

/** Every source file under a folder with the modules it imports (relative imports resolved to project paths). */
function sources(dir: string): { file: string; text: string; imports: string[] }[] {
  const out: { file: string; text: string; imports: string[] }[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) {
        const text = readFileSync(path, 'utf8');
        const imports = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)|^import\s+'([^']+)'/gm)].map((m) => {
          const spec = m[1] ?? m[2] ?? m[3];
          return spec.startsWith('.') ? join(d, spec) : spec;
        });
        out.push({ file: path, text, imports });
      }
    }
  };
  walk(dir);
  return out;
}

const offenders = (dir: string, bad: (imp: string) => boolean) =>
  sources(dir).flatMap((s) => s.imports.filter(bad).map((imp) => `${s.file} → ${imp}`));

describe('the direction of imports (ARCHITECTURE.md)', () => {
  it('shared/ is pure: no client, no server, no Node built-ins', () => {
    expect(offenders('shared', (i) => /^(client|server)\//.test(i) || i.startsWith('node:'))).to.deep.equal([]);
  });

  it('client/ never imports server/', () => {
    expect(offenders('client', (i) => i.startsWith('server/'))).to.deep.equal([]);
  });

  it('client/ takes each area\'s contracts from its own file, so a page downloads only the contracts it calls', () => {
    expect(offenders('client', (i) => i === join('shared', 'contracts', 'index.ts'))).to.deep.equal([]);
  });

  it('client/ uses i18next for its types only: the browser translates with client/i18n/', () => {
    const runtime = sources('client').filter((s) => /^(?:import|export) (?!type )[^'"]*from 'i18next'/m.test(s.text)).map((s) => s.file);
    expect(runtime).to.deep.equal([]);
  });

  it('services know neither Express nor the HTTP and rendering layers', () => {
    expect(offenders('server/services', (i) => i === 'express' || /^server\/(http|ssr)\//.test(i))).to.deep.equal([]);
  });

  it('the database layer does not reach up into services, HTTP or rendering', () => {
    expect(offenders('server/db', (i) => /^server\/(services|http|ssr)\//.test(i) || i === 'express')).to.deep.equal([]);
  });

  it('only server/config.ts reads the environment', () => {
    const readers = ['server', 'client', 'shared']
      .flatMap(sources)
      .filter((s) => s.file !== join('server', 'config.ts') && /process\.env\b(?!\.NODE_ENV)/.test(s.text))
      .map((s) => s.file);
    expect(readers).to.deep.equal([]);
  });

  it('no source names a path of one machine (an import or file that exists only where it was written)', () => {
    const machinePath = /['"`](?:\/work\/|\/root\/|\/home\/|\/tmp\/)/;
    const found = ['server', 'client', 'shared', 'scripts', 'test']
      .flatMap(sources)
      .filter((s) => machinePath.test(s.text))
      .map((s) => s.file);
    expect(found).to.deep.equal([]);
  });
});
