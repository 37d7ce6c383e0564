import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite, twoProcessBackOffice } from '../helpers/admin-client.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { ApiVisitor } from '../helpers/auth-client.ts';
import { Shopper, PICKUP } from '../helpers/shopper.ts';
import { downloadItems, uploadItems, xlsxRows } from '../helpers/item-sheet.ts';
import { zipOf } from '../helpers/zip-bomb.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import { CART_UPDATE } from '../../shared/cart-update-types.ts';
import type { ProductInfo } from '../../shared/contracts/catalog.ts';

type AuditPage = { items: { action: string; entityId: string; before: unknown; after: unknown; reason: string | null }[] };

const EN_HEADER = [
  'code (sku)',
  'product name (fa)',
  'product name (en)',
  'item name (fa)',
  'item name (en)',
  'price (Toman)',
  'cost (Toman)',
  'stock',
  'low-stock threshold',
  'active (1/0)',
];

const csv = (rows: string[][]) => '\uFEFF' + rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n') + '\r\n';

/**
 * Active items that are their product's only active one, priced and with at least `minStock` in stock, in id order:
 * a lone item's price is its product's, so a page shows what the import wrote.
 */
const loneItems = (db: Kysely<Database>, minStock: number) =>
  db
    .selectFrom('product_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.sku', 'i.product_id', 'i.price_rial', 'i.stock', 'i.cost_rial', 'i.low_stock'])
    .where('i.active', '=', 1)
    .where('p.active', '=', 1)
    .where('i.price_rial', 'is not', null)
    .where('i.stock', '>=', minStock)
    .where((eb) =>
      eb(
        eb
          .selectFrom('product_items as o')
          .select((e) => e.fn.countAll().as('n'))
          .whereRef('o.product_id', '=', 'i.product_id')
          .where('o.active', '=', 1),
        '=',
        1,
      ),
    )
    .orderBy('i.id');

for (const database of TEST_DATABASES) {
  describe(`back office: prices and stock in bulk (${database.name})`, function () {
    this.timeout(120_000);
    // Texts at once, whatever the hour the suite runs (a back-in-stock text waits for the morning by default).
    const suite = backOfficeSuite(database, { mobilePrefix: '0938', env: { TEXT_QUIET_HOURS: 'off' } });
    const { people } = suite;
    const db = () => suite.server.db.kysely;

    /** The first lone item (loneItems) with 5 in stock, but for those already used. */
    async function loneItem(skip: number[] = []) {
      const rows = await loneItems(db(), 5).execute();
      const found = rows.find((r) => !skip.includes(r.id));
      if (!found) throw new Error('the demo catalogue has no lone priced item');
      return { ...found, price_rial: Number(found.price_rial) };
    }

    it('exports every item as a right-to-left .xlsx and a UTF-8 CSV that read back as the database', async () => {
      const staff = await people.staff();
      const items = await db()
        .selectFrom('product_items as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select(['i.sku', 'p.name_fa', 'i.name_en', 'i.price_rial', 'i.cost_rial', 'i.stock', 'i.low_stock', 'i.active'])
        .execute();
      expect(items.length).to.be.greaterThan(5);
      const expected = items.map((i) => [
        i.sku,
        i.name_fa,
        i.name_en,
        i.price_rial === null ? null : Number(i.price_rial) / 10,
        i.cost_rial === null ? null : Number(i.cost_rial) / 10,
        i.stock,
        i.low_stock,
        i.active,
      ]);
      const pick = (r: unknown[]) => [r[0], r[1], r[4], r[5] ?? null, r[6] ?? null, r[7], r[8], r[9]];
      const bySku = (a: unknown[], b: unknown[]) => (String(a[0]) < String(b[0]) ? -1 : 1);
      expected.sort(bySku);

      const xlsx = await downloadItems(staff, 'xlsx');
      expect(xlsx.status).to.equal(200);
      expect(xlsx.type).to.contain('spreadsheetml');
      const { sheet, rows } = await xlsxRows(xlsx.body);
      expect(rows[0]).to.deep.equal(EN_HEADER);
      expect(sheet.views[0]).to.include({ rightToLeft: true, state: 'frozen', ySplit: 1 });
      expect(sheet.getRow(1).getCell(1).font?.bold).to.equal(true);
      expect(
        rows
          .slice(1)
          .map((r) => pick(r.map((c) => (c === undefined ? null : c))))
          .sort(bySku),
      ).to.deep.equal(expected);

      const text = await downloadItems(staff, 'csv');
      expect(text.type).to.contain('text/csv');
      expect([...text.body.subarray(0, 3)]).to.deep.equal([0xef, 0xbb, 0xbf]);
      const lines = text.body.toString('utf8').slice(1).trim().split('\r\n');
      expect(lines).to.have.length(items.length + 1);
      const cells = lines.map((l) => [...l.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"')));
      expect(cells[0]).to.deep.equal(EN_HEADER);
      const asNumber = (c: string) => (c === '' ? null : Number(c));
      expect(
        cells
          .slice(1)
          .map((r) => [r[0], r[1], r[4], asNumber(r[5]), asNumber(r[6]), Number(r[7]), Number(r[8]), Number(r[9])])
          .sort(bySku),
      ).to.deep.equal(expected);

      const fa = await downloadItems(await people.staff('staff', 'fa'), 'xlsx');
      expect((await xlsxRows(fa.body)).rows[0][5]).to.equal('قیمت (تومان)');
    });

    it('round trip: export, edit in Excel, preview (nothing written), apply: the storefront shows the new price at once', async () => {
      const staff = await people.staff();
      const item = await loneItem();
      const info = async () => (await staff.get<ProductInfo>(`/api/products/productInfo?id=${item.product_id}`)).body.data;
      const before = await info();
      const page = `/en/pr/${item.product_id}/${encodeURIComponent(before.labels.en.replace(/\s+/g, '-'))}/`;
      const html = async () => (await fetch(`${suite.server.url}${page}`)).text();
      await html(); // now in the page cache
      const newToman = item.price_rial / 10 + 123_457;

      const { book, rows } = await xlsxRows((await downloadItems(staff, 'xlsx')).body);
      const line = rows.findIndex((r) => r[0] === item.sku) + 1;
      const row = book.worksheets[0].getRow(line);
      row.getCell(6).value = newToman;
      row.getCell(7).value = '۱٬۲۰۰٬۰۰۰';
      row.getCell(8).value = item.stock + 3;
      const edited = Buffer.from(await book.xlsx.writeBuffer());

      const preview = await uploadItems(staff, edited, 'prices week 48.xlsx', { dryRun: true });
      expect(preview.status, JSON.stringify(preview.body.messages)).to.equal(200);
      expect(preview.body.data.errors).to.deep.equal([]);
      expect(preview.body.data.applied).to.equal(false);
      expect(preview.body.data.changes).to.deep.equal([
        { line, sku: item.sku, field: 'priceToman', old: item.price_rial / 10, new: newToman },
        { line, sku: item.sku, field: 'costToman', old: item.cost_rial === null ? null : Number(item.cost_rial) / 10, new: 1_200_000 },
        { line, sku: item.sku, field: 'stock', old: item.stock, new: item.stock + 3 },
      ]);
      expect((await info()).items[0].priceRial).to.equal(item.price_rial);

      const applied = await uploadItems(staff, edited, 'prices week 48.xlsx', { dryRun: false });
      expect(applied.status, JSON.stringify(applied.body.messages)).to.equal(200);
      expect(applied.body.data).to.include({ applied: true, changedRows: 1 });

      const after = await info();
      expect(after.items[0].priceRial).to.equal(newToman * 10);
      expect(after.items[0].stock).to.equal(item.stock + 3);
      const product = await db().selectFrom('products').select(['price_rial', 'stock']).where('id', '=', item.product_id).executeTakeFirstOrThrow();
      expect(Number(product.price_rial)).to.equal(newToman * 10);
      const saved = await db().selectFrom('product_items').select(['cost_rial']).where('id', '=', item.id).executeTakeFirstOrThrow();
      expect(Number(saved.cost_rial)).to.equal(12_000_000);
      expect(await html()).to.contain(newToman.toLocaleString('en-US'));

      const log = await (await people.staff('admin')).get<AuditPage>(`/api/admin/audit?entity=product_item&entityId=${item.id}`);
      const entries = log.body.data.items.map((e) => [e.action, e.reason, e.before, e.after]);
      expect(entries).to.deep.include(['stock.adjust', 'import: prices week 48.xlsx', { stock: item.stock }, { stock: item.stock + 3 }]);
      expect(entries).to.deep.include([
        'item.import',
        'import: prices week 48.xlsx',
        { priceToman: item.price_rial / 10, costToman: item.cost_rial === null ? null : Number(item.cost_rial) / 10 },
        { priceToman: newToman, costToman: 1_200_000 },
      ]);

      const again = await uploadItems(staff, edited, 'prices week 48.xlsx', { dryRun: true });
      expect(again.body.data.changes).to.deep.equal([]);
    });

    it('stock an import brings back from zero texts each customer who asked, once', async () => {
      const item = await loneItem();
      await db().updateTable('product_items').set({ stock: 0 }).where('id', '=', item.id).execute();
      const mobile = people.newMobile();
      const customer = await people.signIn(people.visitor(), mobile, 'Customer Rahimi');
      expect((await customer.post('/api/products/notify', { productItemId: item.id })).status).to.equal(200);
      const staff = await people.staff();
      const stockFile = (stock: number) =>
        csv([
          ['code (sku)', 'stock'],
          [item.sku, String(stock)],
        ]);
      const applied = await uploadItems(staff, stockFile(6), 'arrivals.csv', { dryRun: false });
      expect(applied.status, JSON.stringify(applied.body.messages)).to.equal(200);
      const texts = () => readOutbox(suite.outbox).then((lines) => lines.filter((l) => l.to === mobile && !l.code));
      const [text] = await waitUntil('the back-in-stock text', async () => ((await texts()).length ? texts() : undefined));
      expect(text.text).to.include(`/pr/${item.product_id}/`);
      // More stock from a second file: no second text (the alert ended with the first).
      expect((await uploadItems(staff, stockFile(9), 'arrivals 2.csv', { dryRun: false })).status).to.equal(200);
      expect(await db().selectFrom('stock_alerts').select('user_id').where('product_item_id', '=', item.id).execute()).to.deep.equal([]);
      expect(await texts()).to.have.length(1);
    });

    it('a cart holding an item whose price the import changed meets "price changed" at checkout', async () => {
      const staff = await people.staff('staff', 'fa');
      const item = await loneItem();
      const shopper = await new Shopper(suite.server.url, suite.outbox).signUp();
      await shopper.add(item.id, 1);
      await shopper.delivery(PICKUP);
      const seen = (await shopper.cart<{ payableRial: number }>({ cartUpdateType: CART_UPDATE.getCart })).body.data.payableRial;
      // Persian headers in another order, Persian digits with the Persian thousands separator.
      const file = csv([
        ['قیمت (تومان)', 'کد کالا'],
        ['۲٬۳۴۵٬۰۰۰', item.sku],
      ]);
      const applied = await uploadItems(staff, file, 'قیمت.csv', { dryRun: false });
      expect(applied.status, JSON.stringify(applied.body.messages)).to.equal(200);
      const placed = await shopper.place('cheque', { payableRial: seen });
      expect([placed.status, placed.body.messages[0]?.code]).to.deep.equal([409, 'ORDER_PRICE_CHANGED']);
      const now = (await shopper.cart<{ payableRial: number }>({ cartUpdateType: CART_UPDATE.getCart })).body.data.payableRial;
      expect(now - seen).to.equal(23_450_000 - item.price_rial);
    });

    it("lists every error with its line in the visitor's language, and applies nothing of a file with one", async () => {
      const staff = await people.staff('staff', 'fa');
      const good = await loneItem();
      const other = await loneItem([good.id]);
      const file = csv([
        ['موجودی', 'sku', 'price (Toman)'],
        ['7', good.sku, '1,500,000'],
        ['-2', other.sku, ''],
        ['', 'NO-SUCH-CODE', '10'],
        ['', good.sku, '5'],
        ['3', other.sku + '', 'ten'],
      ]);
      const preview = await uploadItems(staff, file, 'bad.csv', { dryRun: true });
      expect(preview.status).to.equal(200);
      expect(preview.body.data.errors.map((e) => [e.line, e.code])).to.deep.equal([
        [3, 'IMPORT_NEGATIVE'],
        [4, 'IMPORT_UNKNOWN_SKU'],
        [5, 'IMPORT_DUPLICATE_SKU'],
        [6, 'IMPORT_DUPLICATE_SKU'],
      ]);
      expect(preview.body.data.errors[0].message).to.equal('«موجودی» نمی‌تواند کمتر از صفر باشد.');
      expect(preview.body.data.errors[1].message).to.equal('کالایی با کد «NO-SUCH-CODE» وجود ندارد.');
      expect(preview.body.data.errors[2].message).to.equal(`کد «${good.sku}» در سطر ۲ هم آمده است.`);

      const notNumber = await uploadItems(
        staff,
        csv([
          ['sku', 'price (Toman)'],
          [good.sku, 'ten'],
        ]),
        'nan.csv',
        { dryRun: true },
      );
      expect(notNumber.body.data.errors.map((e) => [e.line, e.code, e.message])).to.deep.equal([
        [2, 'IMPORT_NOT_A_NUMBER', '«قیمت (تومان)» باید عدد صحیح باشد، نه «ten».'],
      ]);

      const applied = await uploadItems(staff, file, 'bad.csv', { dryRun: false });
      expect(applied.status).to.equal(400);
      expect(applied.body.messages[0].code).to.equal('IMPORT_HAS_ERRORS');
      expect(applied.body.messages.slice(1).map((m) => m.item1)).to.include('سطر ۴: کالایی با کد «NO-SUCH-CODE» وجود ندارد.');
      // The good row (line 2) was not written either.
      const kept = await db().selectFrom('product_items').select(['stock', 'price_rial']).where('id', '=', good.id).executeTakeFirstOrThrow();
      expect([kept.stock, Number(kept.price_rial)]).to.deep.equal([good.stock, good.price_rial]);

      const english = await uploadItems(await people.staff(), file, 'bad.csv', { dryRun: true });
      expect(english.body.data.errors[1].message).to.equal('No item has the code “NO-SUCH-CODE”.');
    });

    it('all or none: a write that fails halfway through the file leaves every item as it was', async () => {
      const staff = await people.staff();
      const first = await loneItem();
      const second = await loneItem([first.id]);
      // The database itself refuses the second row's write, after the first row's were made in the same transaction.
      if (database.name === 'sqlite') {
        await sql`create trigger import_refused before update of price_rial on product_items when new.id = ${sql.lit(second.id)}
                  begin select raise(abort, 'refused by the test'); end`.execute(db());
      } else {
        await sql`create function import_refused() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`.execute(db());
        await sql`create trigger import_refused before update of price_rial on product_items for each row
                  when (new.id = ${sql.lit(second.id)}) execute function import_refused()`.execute(db());
      }
      try {
        const file = csv([
          ['sku', 'stock', 'price (Toman)'],
          [first.sku, String(first.stock + 1), String(first.price_rial / 10 + 1)],
          [second.sku, '', String(second.price_rial / 10 + 1)],
        ]);
        const refused = await uploadItems(staff, file, 'halfway.csv', { dryRun: false });
        expect(refused.status).to.equal(500);
        const row = await db().selectFrom('product_items').select(['stock', 'price_rial']).where('id', '=', first.id).executeTakeFirstOrThrow();
        expect([row.stock, Number(row.price_rial)]).to.deep.equal([first.stock, first.price_rial]);
        const product = await db().selectFrom('products').select(['stock']).where('id', '=', first.product_id).executeTakeFirstOrThrow();
        expect(product.stock).to.equal(first.stock);
        expect(await db().selectFrom('audit_log').select('id').where('reason', '=', 'import: halfway.csv').execute()).to.have.length(0);
      } finally {
        await sql`drop trigger import_refused${sql.raw(database.name === 'sqlite' ? '' : ' on product_items')}`.execute(db());
      }
      const works = await uploadItems(
        staff,
        csv([
          ['sku', 'stock'],
          [first.sku, String(first.stock + 1)],
        ]),
        'after.csv',
        { dryRun: false },
      );
      expect(works.status).to.equal(200);
    });

    it('refuses a file past 5 MB, past 20,000 rows, not a spreadsheet, or unpacking past 50 MB', async () => {
      const staff = await people.staff();
      const code = async (file: Buffer | string, name: string) => {
        const res = await uploadItems(staff, file, name, { dryRun: true });
        return [res.status, res.body.messages[0]?.code];
      };
      expect(await code(Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), 'big.csv')).to.deep.equal([400, 'IMPORT_TOO_LARGE']);
      const rows = ['sku,stock', ...Array.from({ length: 20_001 }, (_, i) => `S-${i},1`)].join('\n');
      expect(await code(rows, 'many.csv')).to.deep.equal([400, 'IMPORT_TOO_MANY_ROWS']);
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      expect(await code(png, 'prices.xlsx')).to.deep.equal([400, 'IMPORT_NOT_SPREADSHEET']);
      expect(await code(zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]), 'prices.xlsx')).to.deep.equal([400, 'IMPORT_NOT_SPREADSHEET']);
      // 60 MB of zeros packs to about 60 KB: once with honest headers, once claiming 1 KB.
      const zeros = Buffer.alloc(60 * 1024 * 1024);
      const bomb = zipOf([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
        { name: 'xl/worksheets/sheet1.xml', data: zeros },
      ]);
      expect(bomb.length).to.be.below(5 * 1024 * 1024);
      expect(await code(bomb, 'bomb.xlsx')).to.deep.equal([400, 'IMPORT_UNPACKS_TOO_LARGE']);
      const liar = zipOf([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
        { name: 'xl/worksheets/sheet1.xml', data: zeros, lieAbout: 1024 },
      ]);
      expect(await code(liar, 'liar.xlsx')).to.deep.equal([400, 'IMPORT_UNPACKS_TOO_LARGE']);
      expect(await code(csv([['name', 'price']]), 'no-code.csv')).to.deep.equal([400, 'IMPORT_NO_SKU_COLUMN']);
    });

    it('never exports a cell a spreadsheet would run as a formula, and reads its own export back unchanged', async () => {
      const staff = await people.staff();
      const item = await loneItem();
      const names = { name_fa: '=HYPERLINK("http://evil.example","x")', name_en: '@SUM(A1:A9)' };
      const was = await db().selectFrom('product_items').select(['name_fa', 'name_en']).where('id', '=', item.id).executeTakeFirstOrThrow();
      await db().updateTable('product_items').set(names).where('id', '=', item.id).execute();
      try {
        const text = (await downloadItems(staff, 'csv')).body.toString('utf8');
        expect(text).to.contain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
        expect(text).to.contain(`"'@SUM(A1:A9)"`);
        const xlsx = await downloadItems(staff, 'xlsx');
        const { sheet, rows } = await xlsxRows(xlsx.body);
        const line = rows.findIndex((r) => r[0] === item.sku) + 1;
        const cell = sheet.getRow(line).getCell(4);
        expect([cell.type, cell.value]).to.deep.equal([ExcelJS.ValueType.String, names.name_fa]);
        expect(xlsx.body.includes(Buffer.from('<f>'))).to.equal(false);
        const back = await uploadItems(staff, text, 'export.csv', { dryRun: true });
        expect([back.body.data.errors, back.body.data.changes]).to.deep.equal([[], []]);
      } finally {
        await db().updateTable('product_items').set(was).where('id', '=', item.id).execute();
      }
    });

    it('takes twenty files an hour from a staff member, exactly, also in a burst', async () => {
      const staff = await people.staff();
      const file = csv([['sku', 'stock']]);
      const answers = await Promise.all(Array.from({ length: 25 }, () => uploadItems(staff, file, 'burst.csv', { dryRun: true })));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).to.deep.equal([...Array(20).fill(200), ...Array(5).fill(429)]);
      expect(answers.find((a) => a.status === 429)!.body.messages[0].code).to.equal('RATE_LIMITED');
      const other = await people.staff();
      expect((await uploadItems(other, file, 'other.csv', { dryRun: true })).status).to.equal(200);
    });

    it('is for staff only', async () => {
      const customer = await people.customer();
      expect((await downloadItems(customer, 'csv')).status).to.equal(403);
      expect((await uploadItems(customer, 'sku\n', 'a.csv', { dryRun: true })).status).to.equal(403);
    });
  });
}

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('prices in bulk on two processes over one PostgreSQL database', function () {
  this.timeout(120_000);
  const processes = twoProcessBackOffice('0930');

  it("a price imported on one process is on the other's cached product page and API as soon as the bus tells it", async () => {
    const staff = await processes.people.staff();
    const a = processes.a();
    const b = processes.b();
    const item = await loneItems(a.db.kysely, 1).executeTakeFirstOrThrow();
    const info = (await (await fetch(`${b.url}/api/products/productInfo?id=${item.product_id}&lang=en`)).json()).data as ProductInfo;
    const page = `${b.url}/en/pr/${item.product_id}/${encodeURIComponent(info.labels.en.replace(/\s+/g, '-'))}/`;
    const first = await fetch(page);
    await first.text();
    expect((await fetch(page)).headers.get('x-page-cache')).to.equal('hit');
    const toman = Number(item.price_rial) / 10 + 7_777;
    const applied = await uploadItems(
      staff,
      csv([
        ['sku', 'price (Toman)'],
        [item.sku, String(toman)],
      ]),
      'two.csv',
      { dryRun: false },
    );
    expect(applied.status, JSON.stringify(applied.body.messages)).to.equal(200);
    const html = await waitUntil('the other process to drop its cached page', async () => {
      const text = await (await fetch(page)).text();
      return text.includes(toman.toLocaleString('en-US')) ? text : undefined;
    });
    expect(html).to.contain(toman.toLocaleString('en-US'));
    const api = (await (await fetch(`${b.url}/api/products/productInfo?id=${item.product_id}&lang=en`)).json()).data as ProductInfo;
    expect(api.items[0].priceRial).to.equal(toman * 10);
  });

  it('takes twenty files an hour from a staff member across both processes, exactly, in a burst', async () => {
    const onA = await processes.people.staff();
    const onB = new ApiVisitor(processes.b().url, onA.ip, 'en');
    for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
    const file = csv([['sku', 'stock']]);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => uploadItems(i % 2 ? onB : onA, file, 'burst.csv', { dryRun: true })));
    expect(answers.filter((a) => a.status === 200)).to.have.length(20);
    expect(answers.filter((a) => a.status === 429)).to.have.length(10);
  });
});
