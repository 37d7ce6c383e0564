/**
 * Prices and stock in bulk (issue #32; part of `npm run bench`): a server process over a scratch database (SQLite, or
 * the PostgreSQL `BENCH_DATABASE_URL` names, whose public schema is emptied first) with 10 000 items (2 000 products of
 * 5), a staff member signed in, the items exported as .xlsx, every row's price and stock changed in the file, then the
 * file previewed (`dryRun=1`) and applied over HTTP: the seconds of each against the 10 s target.
 */
import ExcelJS from 'exceljs';
import { openDatabase } from '../server/db/db.ts';
import { readOutbox } from '../server/integrations/sms/index.ts';
import { startScratchServer } from './bench-server.ts';

const ITEMS = 10_000;
const PER_PRODUCT = 5;
/** Issue #32: each of preview and apply within this many seconds on this machine. */
const TARGET_S = 10;

/** 2 000 copies of a demo product, each with 5 items of its own code. */
async function fillStore(url: string) {
  const db = openDatabase(url);
  try {
    const base = await db.kysely.selectFrom('products').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    for (let p = 0; p < ITEMS / PER_PRODUCT; p += 200) {
      const products = Array.from({ length: 200 }, (_, i) => {
        const { id: _id, ...copy } = base;
        const n = p + i;
        return { ...copy, code: `BENCH-${n}`, label_fa: `بنچ-${n}`, label_en: `bench-${n}`, created_at: now, updated_at: now };
      });
      const ids = await db.kysely.insertInto('products').values(products).returning('id').execute();
      const items = ids.flatMap(({ id }, i) =>
        Array.from({ length: PER_PRODUCT }, (_, k) => ({
          product_id: id,
          sku: `BENCH-${p + i}-${k}`,
          name_fa: `مدل ${k}`,
          name_en: `Model ${k}`,
          price_rial: 1_000_000 * (k + 1),
          cost_rial: null,
          stock: 10 + k,
          sort: k,
          active: 1,
        })),
      );
      await db.kysely.insertInto('product_items').values(items).execute();
    }
  } finally {
    await db.close();
  }
}

export async function benchItemsImport({ databaseUrl }: { databaseUrl?: string } = {}) {
  const { url, base, outbox, stop } = await startScratchServer({ prefix: 'items', databaseUrl });
  try {
    await fillStore(url);
    const cookies = new Map<string, string>();
    const call = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(base + path, {
        ...init,
        headers: { 'X-Forwarded-For': '10.78.0.1', Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...(init.headers ?? {}) },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair.indexOf('=');
        cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
      return res;
    };
    const json = (path: string, body: unknown) => call(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const mobile = '09350009999';
    await json('/api/auth/otp', { mobile });
    const code = (await readOutbox(outbox)).filter((l) => l.to === mobile && l.code).pop()!.code;
    await json('/api/auth/register', { mobile, code, fullName: 'Bench Operator' });
    const db = openDatabase(url);
    await db.kysely.updateTable('users').set({ role: 'staff' }).where('mobile', '=', mobile).execute();
    await db.close();
    if (!(await json('/api/admin/session', { password: 'bench-password-1' })).ok) throw new Error('the back office refused the bench operator');

    let started = performance.now();
    const exported = Buffer.from(await (await call('/api/admin/items/export?format=xlsx')).arrayBuffer());
    const exportS = (performance.now() - started) / 1000;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    let rows = 0;
    sheet.eachRow((row, n) => {
      if (n === 1 || !String(row.getCell(1).value).startsWith('BENCH-')) return;
      rows++;
      row.getCell(6).value = Number(row.getCell(6).value) + 10;
      row.getCell(8).value = Number(row.getCell(8).value) + 1;
    });
    const file = new Blob([new Uint8Array(await book.xlsx.writeBuffer())]);
    const send = async (dryRun: boolean) => {
      const form = new FormData();
      form.append('file', file, 'bench.xlsx');
      const t0 = performance.now();
      const res = await call(`/api/admin/items/import${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', body: form });
      const body = (await res.json()) as { isSuccess: boolean; data: { changes: unknown[]; errors: unknown[] }; messages: unknown[] };
      if (!body.isSuccess) throw new Error(`the import answered ${res.status}: ${JSON.stringify(body.messages).slice(0, 300)}`);
      return { seconds: +((performance.now() - t0) / 1000).toFixed(2), changes: body.data.changes.length };
    };
    const preview = await send(true);
    started = performance.now();
    const apply = await send(false);
    const check = openDatabase(url);
    const moved = await check.kysely
      .selectFrom('product_items')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('sku', '=', 'BENCH-0-0')
      .where('price_rial', '=', 1_000_100)
      .executeTakeFirstOrThrow();
    await check.close();
    if (Number(moved.n) !== 1) throw new Error('the applied file did not change the first item');
    const within = preview.seconds <= TARGET_S && apply.seconds <= TARGET_S;
    process.stderr.write(
      `items import (${databaseUrl ? 'postgres' : 'sqlite'}): ${rows} rows, preview ${preview.seconds} s, apply ${apply.seconds} s: ${within ? 'PASS' : 'FAIL'}\n`,
    );
    return {
      database: databaseUrl ? 'postgres' : 'sqlite',
      rows,
      changes: preview.changes,
      exportSeconds: +exportS.toFixed(2),
      previewSeconds: preview.seconds,
      applySeconds: apply.seconds,
      targetSeconds: TARGET_S,
      withinTarget: within,
    };
  } finally {
    await stop();
  }
}
