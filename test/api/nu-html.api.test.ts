import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { backOfficeSuite } from '../helpers/admin-client.ts';
import { TEST_DATABASES } from '../helpers/server.ts';
import { DEMO_CUSTOMER_MOBILE as BUYER_CUSTOMER } from '../../server/services/demo-buyer-order.ts';
import { DEMO_CUSTOMER_MOBILE as QUOTE_CUSTOMER } from '../../server/db/seed/quotes.seed.ts';
import type { QuoteSummary } from '../../shared/contracts/quotes.ts';
import type { ApiVisitor } from '../helpers/auth-client.ts';

const run = promisify(execFile);

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The Nu HTML checker (vnu.jar, from the npm registry, on the machine's Java) over the pages issue #31 added, as the
 * server sends them to their owner in both languages: 0 errors. One run of the checker for every page (its start is
 * the slow part).
 */
async function nuErrors(pages: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'negahban-nu-'));
  try {
    const files = Object.entries(pages).map(([name, html]) => {
      const file = join(dir, `${name.replace(/[^a-z0-9-]+/gi, '_')}.html`);
      writeFileSync(file, html);
      return file;
    });
    // The checker exits non-zero when it found errors: its report is on stderr either way.
    const { stderr } = await run('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    return messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${m.url.split('/').pop()}:${m.lastLine ?? '?'} ${m.message} ${m.extract?.trim() ?? ''}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [sqlite] = TEST_DATABASES;

describe('the Nu HTML checker on the quote, invoice and buyer pages (both languages)', function () {
  this.timeout(180_000);
  const suite = backOfficeSuite(sqlite, { mobilePrefix: '0936' });

  async function document(visitor: ApiVisitor, path: string): Promise<string> {
    const res = await fetch(`${suite.server.url}${path}`, { headers: { Cookie: [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(res.status, path).to.equal(200);
    return res.text();
  }

  it('finds no error on the profile, an invoice, the quotes list, a quote, a new request and the equipment page', async () => {
    const buyer = await suite.people.signIn(suite.people.visitor('fa'), BUYER_CUSTOMER);
    const quoter = await suite.people.signIn(suite.people.visitor('fa'), QUOTE_CUSTOMER);
    const invoiced = await suite.server.db.kysely
      .selectFrom('invoices as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select('o.id')
      .where('u.mobile', '=', BUYER_CUSTOMER)
      .executeTakeFirstOrThrow();
    const [quote] = (await quoter.get<QuoteSummary[]>('/api/quote/list')).body.data;
    const pages: Record<string, string> = {};
    for (const prefix of ['', '/en']) {
      const lang = prefix ? 'en' : 'fa';
      pages[`profile-${lang}`] = await document(buyer, `${prefix}/profile/`);
      pages[`invoice-${lang}`] = await document(buyer, `${prefix}/profile/accountorder/${invoiced.id}/invoice/`);
      pages[`quotes-${lang}`] = await document(quoter, `${prefix}/profile/quotes/`);
      pages[`quote-${lang}`] = await document(quoter, `${prefix}/profile/quotes/${quote.id}/`);
      pages[`quote-new-${lang}`] = await document(quoter, `${prefix}/profile/quotes/new/`);
      // The demo customer's equipment by site, a booking form open (issue #34).
      pages[`equipment-${lang}`] = await document(quoter, `${prefix}/profile/equipment/`);
    }
    expect(pages['equipment-fa']).to.include('equipment-piece');
    // The invoice page is the invoice: its number and the seller are in the document itself.
    expect(pages['invoice-fa']).to.include('data-invoice-number');
    expect(await nuErrors(pages)).to.deep.equal([]);
  });

  it('finds no error on the comparison (issue #33), full and empty, and on a product page with a model chosen', async () => {
    const visitor = suite.people.visitor('fa');
    const ids = await suite.server.db.kysely.selectFrom('products').select('id').where('code', 'in', ['PRO6ABC', 'PRO5CO2', 'DS-2CD1043G2-I']).execute();
    const pages: Record<string, string> = {};
    for (const prefix of ['', '/en']) {
      const lang = prefix ? 'en' : 'fa';
      pages[`compare-${lang}`] = await document(visitor, `${prefix}/compare/?ids=${ids.map((r) => r.id).join(',')}`);
      pages[`compare-empty-${lang}`] = await document(visitor, `${prefix}/compare/`);
      pages[`product-model-${lang}`] = await document(visitor, `${prefix}/pr/1/x/?item=49`);
    }
    expect(pages['compare-fa']).to.include('compare__table');
    // The checker's CSS parser predates view transitions and container queries, which every public page's inlined
    // shell CSS has: the markup is what is checked here.
    expect((await nuErrors(pages)).filter((m) => !/\.html:\d+ CSS: /.test(m))).to.deep.equal([]);
  });
});
