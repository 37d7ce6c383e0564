import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { expect } from 'chai';
import ts from 'typescript';

/*
 * docs/ARCHITECTURE.md, held by a test. Each source file is parsed by TypeScript itself (imports, dynamic imports and
 * re-exports, calls), never matched with a regex, and every rule is a function of the parsed sources, so each can be
 * shown to fail on a violation planted among the real files.
 */

interface Source {
  /** Project-relative path, `server/services/cart.service.ts`. */
  file: string;
  text: string;
  /** What it imports: project paths for relative specifiers (`server/db/db.ts`), package names as written. */
  imports: { spec: string; typeOnly: boolean; names: string[]; lazy?: boolean }[];
  /** Names of the methods it calls (`selectFrom` for `db.selectFrom(...)`) and the functions it calls (`fetch`). */
  calls: Set<string>;
}

function parse(file: string, text: string): Source {
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const resolve = (spec: string) => (spec.startsWith('.') ? normalize(join(dirname(file), spec)) : spec);
  const imports: Source['imports'] = [];
  const calls = new Set<string>();
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
      const names: string[] = [];
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
      if (clause?.name) names.push('default');
      const typeOnly = ts.isImportDeclaration(node)
        ? !!clause?.isTypeOnly || (!!bindings && ts.isNamedImports(bindings) && !clause?.name && bindings.elements.every((e) => e.isTypeOnly))
        : node.isTypeOnly;
      imports.push({ spec: resolve(node.moduleSpecifier.text), typeOnly, names });
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        imports.push({ spec: resolve(node.arguments[0].text), typeOnly: false, names: [], lazy: true });
      } else if (ts.isPropertyAccessExpression(callee)) calls.add(callee.name.text);
      else if (ts.isIdentifier(callee)) calls.add(callee.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return { file, text, imports, calls };
}

function sourcesUnder(...dirs: string[]): Source[] {
  const out: Source[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(parse(path, readFileSync(path, 'utf8')));
    }
  };
  dirs.forEach(walk);
  return out;
}

const SOURCES = sourcesUnder('server', 'client', 'shared', 'scripts', 'test');
const under = (sources: Source[], folder: string) => sources.filter((s) => s.file.startsWith(`${folder}/`));
const isUnder = (path: string, ...folders: string[]) => folders.some((f) => path.startsWith(`${f}/`));

/** Each offending import of the files under `folder`, as `file → import`. */
const importOffenders = (sources: Source[], folder: string, bad: (spec: string, importer: Source, typeOnly: boolean) => boolean) =>
  under(sources, folder).flatMap((s) => s.imports.filter((i) => bad(i.spec, s, i.typeOnly)).map((i) => `${s.file} → ${i.spec}`));

/** Query-builder calls: what building SQL looks like in Kysely. */
const QUERY_BUILDER = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'selectNoFrom'];

/** The client modules the server renders with: the route tree, the document's parts and the contexts it provides. */
const SSR_CLIENT_MODULES = [
  'client/shell/route-table.tsx',
  'client/shell/assets.tsx',
  'client/api/client.ts',
  'client/i18n/locale.ts',
  'client/i18n/react.tsx',
  'client/i18n/translator.ts',
  'client/shell/site.ts',
  'client/shell/hydration.ts',
  'client/shell/deferred.ts',
  'client/seo/json-ld.tsx',
  'client/seo/structured-data.ts',
  // A signed-in visitor's page: the user it is rendered for (a context), and the account menu's code loaded first.
  'client/auth/session.ts',
  'client/auth/header-account.tsx',
];

/** What server/http/ may take from server/ssr/: the build's asset manifest (the back office's document names it). */
const SSR_FOR_HTTP = ['server/ssr/assets.ts'];

/**
 * The import circles among the sources (Tarjan's strongly connected components), over static imports, types
 * included: a circle makes two files one unit that neither can be read or tested without. A lazy `import()` is no
 * edge: it loads a chunk later, by design.
 */
function importCircles(sources: Source[]): string[] {
  const files = new Set(sources.map((s) => s.file));
  const edges = new Map(sources.map((s) => [s.file, s.imports.filter((i) => !i.lazy && files.has(i.spec)).map((i) => i.spec)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1) circles.push(circle.sort().join(' ↔ '));
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles;
}

/** A pattern of Persian or Arabic-Indic digits (a character range, a code point sum): shared/digits.ts reads and writes them. */
const DIGIT_PATTERN = /\\u06f0-|\\u0660-|۰-۹|٠-٩|0x06f0 \+/i;

interface Rule {
  name: string;
  check(sources: Source[]): string[];
  /** A file that breaks the rule, to show the rule catches it. */
  planted: { file: string; text: string };
}

const RULES: Rule[] = [
  {
    name: 'shared/ is pure: no client, no server, no Node built-ins',
    check: (s) => importOffenders(s, 'shared', (i) => isUnder(i, 'client', 'server') || i.startsWith('node:')),
    planted: { file: 'shared/planted.ts', text: "import { readFileSync } from 'node:fs';" },
  },
  {
    name: 'client/ never imports server/',
    check: (s) => importOffenders(s, 'client', (i) => isUnder(i, 'server')),
    planted: { file: 'client/planted.ts', text: "import { loadConfig } from '../server/config.ts';" },
  },
  {
    name: "client/ takes each area's contracts from its own file, so a page downloads only the contracts it calls",
    check: (s) => importOffenders(s, 'client', (i) => i === 'shared/contracts/index.ts'),
    planted: { file: 'client/planted.ts', text: "import { contracts } from '../shared/contracts/index.ts';" },
  },
  {
    name: 'client/ uses i18next for its types only: the browser translates with client/i18n/',
    check: (s) => importOffenders(s, 'client', (i, _s, typeOnly) => i === 'i18next' && !typeOnly),
    planted: { file: 'client/planted.ts', text: "import i18next from 'i18next';" },
  },
  {
    name: 'the storefront never imports the back office (client/admin/ is its own entry)',
    check: (s) => importOffenders(s, 'client', (i, importer) => isUnder(i, 'client/admin') && !isUnder(importer.file, 'client/admin')),
    planted: { file: 'client/components/planted.tsx', text: "import { AdminLayout } from '../admin/layout.tsx';" },
  },
  {
    name: 'client machines (*.machine.ts, in their feature folders) never call fetch: they get the API client',
    check: (s) =>
      under(s, 'client')
        .filter((m) => m.file.endsWith('.machine.ts') && m.calls.has('fetch'))
        .map((m) => m.file),
    planted: { file: 'client/cart/planted.machine.ts', text: "export const load = () => fetch('/api/cart/cart');" },
  },
  {
    name: 'services know neither Express nor the HTTP and rendering layers',
    check: (s) => importOffenders(s, 'server/services', (i) => i === 'express' || isUnder(i, 'server/http', 'server/ssr')),
    planted: { file: 'server/services/planted.service.ts', text: "import type { Request } from 'express';" },
  },
  {
    name: 'services build no SQL: no query builder calls and no `sql` import (repositories in server/db/repos/ do)',
    check: (s) =>
      under(s, 'server/services').flatMap((m) => [
        ...QUERY_BUILDER.filter((c) => m.calls.has(c)).map((c) => `${m.file} calls ${c}`),
        ...m.imports.filter((i) => i.spec === 'kysely' && i.names.includes('sql')).map(() => `${m.file} imports sql`),
      ]),
    planted: { file: 'server/services/planted.service.ts', text: "export const n = (db: any) => db.selectFrom('orders').selectAll().execute();" },
  },
  {
    name: 'the database layer does not reach up into services, HTTP or rendering',
    check: (s) => importOffenders(s, 'server/db', (i) => isUnder(i, 'server/services', 'server/http', 'server/ssr') || i === 'express'),
    planted: { file: 'server/db/repos/planted.repo.ts', text: "import { AppError } from '../../services/cart.service.ts';" },
  },
  {
    name: 'server/lib/ imports nothing above it (only shared/, other lib/ modules and packages)',
    check: (s) => importOffenders(s, 'server/lib', (i) => isUnder(i, 'server') && !isUnder(i, 'server/lib')),
    planted: { file: 'server/lib/planted.ts', text: "import { openDatabase } from '../db/db.ts';" },
  },
  {
    name: 'server/ssr/ imports only the client modules on its allow-list',
    check: (s) => importOffenders(s, 'server/ssr', (i) => isUnder(i, 'client') && !SSR_CLIENT_MODULES.includes(i)),
    planted: { file: 'server/ssr/planted.tsx', text: "import { CartMachine } from '../../client/cart/cart.machine.ts';" },
  },
  {
    name: "server/http/ does not import server/ssr/'s internals",
    check: (s) => importOffenders(s, 'server/http', (i) => isUnder(i, 'server/ssr') && !SSR_FOR_HTTP.includes(i)),
    planted: { file: 'server/http/planted.routes.ts', text: "import { streamPage } from '../ssr/stream-page.tsx';" },
  },
  {
    name: 'only server/config.ts reads the environment',
    check: (s) =>
      s
        .filter((m) => isUnder(m.file, 'server', 'client', 'shared') && m.file !== 'server/config.ts' && /process\.env\b(?!\.NODE_ENV)/.test(m.text))
        .map((m) => m.file),
    planted: { file: 'server/services/planted.service.ts', text: 'export const port = process.env.PORT;' },
  },
  {
    name: 'no source names a path of one machine (an import or file that exists only where it was written)',
    check: (s) => s.filter((m) => /['"`](?:\/work\/|\/root\/|\/home\/|\/tmp\/)/.test(m.text)).map((m) => m.file),
    // Written in two pieces, or this very file would be the offender.
    planted: { file: 'scripts/planted.ts', text: `export const out = '/${'tmp'}/bench.json';` },
  },
  {
    name: 'services are given their repositories: no database handle, no transaction of their own, no repository built',
    check: (s) =>
      under(s, 'server/services')
        .filter((m) => !['server/services/index.ts', 'server/services/standalone.ts'].includes(m.file))
        .flatMap((m) =>
          m.imports
            .filter(
              (i) =>
                (i.spec === 'kysely' && (i.names.includes('Kysely') || i.names.includes('Transaction'))) ||
                i.spec === 'server/db/transaction.ts' ||
                (isUnder(i.spec, 'server/db/repos') && !i.typeOnly && i.names.some((n) => /^[a-z]\w*Repo$/.test(n) || n === 'repos')),
            )
            .map((i) => `${m.file} → ${i.spec}`),
        ),
    planted: { file: 'server/services/planted.service.ts', text: "import { ordersRepo } from '../db/repos/orders.repo.ts';" },
  },
  {
    name: 'no import circle among the sources (a lazy import() is no edge)',
    check: (s) => importCircles(s),
    // A second copy of a real file, the later one read: digits.ts taking a type from format.ts, which imports digits.ts.
    planted: { file: 'shared/digits.ts', text: "import type { Locale } from './format.ts';" },
  },
  {
    name: 'digits of other scripts are read and written in shared/digits.ts alone',
    check: (s) =>
      s
        .filter((m) => isUnder(m.file, 'server', 'client', 'shared', 'scripts') && m.file !== 'shared/digits.ts' && DIGIT_PATTERN.test(m.text))
        .map((m) => m.file),
    planted: { file: 'client/planted.ts', text: "export const latin = (s: string) => s.replace(/[\\u06F0-\\u06F9]/g, '');" },
  },
  {
    name: "Tehran's clock is read in shared/ alone (tehran-day.ts, format-date.ts)",
    check: (s) => s.filter((m) => isUnder(m.file, 'server', 'client', 'scripts') && m.text.includes('Asia/Tehran')).map((m) => m.file),
    planted: { file: 'server/services/planted.service.ts', text: "export const zone = 'Asia/Tehran';" },
  },
];

/** The modules of the map's table "Commerce rules, each written once": every backticked source path in its rows. */
function ruleModules(map: string): string[] {
  const table = map.slice(map.indexOf('## Commerce rules, each written once'));
  const rows = table
    .slice(0, table.indexOf('\n\n', table.indexOf('| rule |')))
    .split('\n')
    .filter((l) => l.startsWith('|'));
  return [...new Set(rows.flatMap((row) => [...row.matchAll(/`((?:shared|server|client)\/[^`]+\.tsx?)`/g)].map((m) => m[1]!)))];
}

/** The rule modules without their unit test, `test/unit/<the module's path>.test.ts`. */
const untestedRules = (modules: string[], sources: Source[]) => {
  const files = new Set(sources.map((s) => s.file));
  return modules.filter((m) => !files.has(`test/unit/${m.replace(/\.tsx?$/, '.test.ts')}`));
};

describe('the map (docs/ARCHITECTURE.md) held to the code', () => {
  it('every commerce rule in the map has its unit test beside its path under test/unit/', () => {
    const modules = ruleModules(readFileSync('docs/ARCHITECTURE.md', 'utf8'));
    expect(modules).to.include.members(['shared/money.ts', 'shared/delivery-zone.ts', 'server/services/rate-limits.ts']);
    for (const module of modules)
      expect(
        SOURCES.some((s) => s.file === module),
        `${module} (named in the map)`,
      ).to.equal(true);
    expect(untestedRules(modules, SOURCES)).to.deep.equal([]);
    // Without its test, a module is named.
    expect(
      untestedRules(
        modules,
        SOURCES.filter((s) => s.file !== 'test/unit/shared/delivery-zone.test.ts'),
      ),
    ).to.deep.equal(['shared/delivery-zone.ts']);
  });

  it('parses every source: the rules read real imports', () => {
    expect(SOURCES.length).to.be.greaterThan(300);
    const cart = SOURCES.find((s) => s.file === join('server', 'services', 'cart.service.ts'))!;
    expect(cart.imports.map((i) => i.spec)).to.include(join('server', 'db', 'repos', 'carts.repo.ts'));
    // The machine rule reads these three; a rename that hid them would make it hold over nothing.
    expect(
      under(SOURCES, 'client')
        .filter((s) => s.file.endsWith('.machine.ts'))
        .map((s) => s.file),
    ).to.have.members(['client/auth/login.machine.ts', 'client/cart/cart.machine.ts', 'client/checkout/checkout.machine.ts']);
  });

  for (const rule of RULES) {
    it(rule.name, () => {
      expect(rule.check(SOURCES)).to.deep.equal([]);
    });

    it(`${rule.name}: catches a violation planted among the real files`, () => {
      const planted = parse(rule.planted.file, rule.planted.text);
      const before = new Set(rule.check(SOURCES));
      const found = rule.check([...SOURCES, planted]).filter((f) => !before.has(f));
      expect(found).to.have.length(1);
      expect(found[0]).to.contain(rule.planted.file);
    });
  }
});
