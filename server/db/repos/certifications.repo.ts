import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export interface CertificationValues {
  standard: string;
  issuer_fa: string;
  issuer_en: string;
  number: string;
  valid_until: string | null;
  upload_id: number | null;
}

/**
 * The certificates products hold (issue 33). "Valid on a day" is one rule here: no end, or an end on or after that day
 * (Tehran calendar days as YYYY-MM-DD compare as text).
 */
export function certificationsRepo(db: Kysely<Database>) {
  const withFile = () =>
    db
      .selectFrom('product_certifications as c')
      .leftJoin('uploads as u', 'u.id', 'c.upload_id')
      .select([
        'c.id',
        'c.product_id',
        'c.standard',
        'c.issuer_fa',
        'c.issuer_en',
        'c.number',
        'c.valid_until',
        'c.upload_id',
        'u.guid_name',
        'u.extension',
        'u.original_name',
      ]);
  return {
    /** A product's certificates in the operator's order, each with its file's stored name. */
    ofProduct: (productId: number) => withFile().where('c.product_id', '=', productId).orderBy('c.sort').orderBy('c.id').execute(),

    /** The certificates of several products (a comparison), in each product's order. */
    ofProducts: (productIds: number[]) =>
      productIds.length
        ? withFile().where('c.product_id', 'in', productIds).orderBy('c.product_id').orderBy('c.sort').orderBy('c.id').execute()
        : Promise.resolve([]),

    byId: (id: number) => withFile().where('c.id', '=', id).executeTakeFirst(),

    /** Added last in the product's order. */
    async insert(productId: number, values: CertificationValues, createdAt: string): Promise<number> {
      const last = await db
        .selectFrom('product_certifications')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('product_id', '=', productId)
        .executeTakeFirst();
      const row = await db
        .insertInto('product_certifications')
        .values({ ...values, product_id: productId, sort: Number(last?.sort ?? -1) + 1, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A changed end of validity is noted again when it passes. */
    update: (id: number, values: CertificationValues) =>
      db
        .updateTable('product_certifications')
        .set({ ...values, expiry_noted_at: null })
        .where('id', '=', id)
        .execute(),

    remove: (id: number) => db.deleteFrom('product_certifications').where('id', '=', id).execute(),

    /** Active products holding a certificate to this standard that is valid on `day`. */
    async productsCertifiedTo(standard: string, day: string): Promise<number[]> {
      const rows = await db
        .selectFrom('product_certifications as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .select('c.product_id')
        .distinct()
        .where('c.standard', '=', standard)
        .where((eb) => eb.or([eb('c.valid_until', 'is', null), eb('c.valid_until', '>=', day)]))
        .where('p.active', '=', 1)
        .execute();
      return rows.map((r) => r.product_id);
    },

    /** The standards some active product holds a valid certificate to, for the search filter. */
    async standards(day: string): Promise<string[]> {
      const rows = await db
        .selectFrom('product_certifications as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .select('c.standard')
        .distinct()
        .where((eb) => eb.or([eb('c.valid_until', 'is', null), eb('c.valid_until', '>=', day)]))
        .where('p.active', '=', 1)
        .orderBy('c.standard')
        .execute();
      return rows.map((r) => r.standard);
    },

    /**
     * Notes, once, the certificates whose last valid day is before `day`: one guarded UPDATE, so of two processes
     * running the timed work only one sees each row. Answers how many it noted.
     */
    async noteExpired(day: string, now: string): Promise<number> {
      const rows = await db
        .updateTable('product_certifications')
        .set({ expiry_noted_at: now })
        .where('expiry_noted_at', 'is', null)
        .where('valid_until', '<', day)
        .returning('id')
        .execute();
      return rows.length;
    },

    /** Whether an upload is a file a certificate may carry, and what kind. */
    upload: (id: number) => db.selectFrom('uploads').select(['id', 'extension', 'kind']).where('id', '=', id).executeTakeFirst(),
  };
}

export type CertificationsRepo = ReturnType<typeof certificationsRepo>;
