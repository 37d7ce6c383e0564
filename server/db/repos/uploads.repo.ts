import type { Insertable, Kysely } from 'kysely';
import type { Database, UploadTable } from '../schema.ts';

/** Uploaded files' records: the generated name the file is stored under, what it was checked to be, who sent it. */
export function uploadsRepo(db: Kysely<Database>) {
  return {
    insert: async (row: Insertable<UploadTable>) => (await db.insertInto('uploads').values(row).returning('id').executeTakeFirstOrThrow()).id,

    byGuid: (guid: string) => db.selectFrom('uploads').selectAll().where('guid_name', '=', guid).executeTakeFirst(),

    exists: async (id: number) => !!(await db.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst()),

    /** The stored name of an upload and whether it is a picture or a file. */
    file: (id: number) => db.selectFrom('uploads').select(['guid_name', 'extension', 'kind']).where('id', '=', id).executeTakeFirst(),

    /** Uploads made before `before` that no request refers to. */
    unclaimedSince: (before: string) =>
      db
        .selectFrom('uploads')
        .select(['id', 'guid_name', 'extension'])
        .where('created_at', '<', before)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('contact_requests').select('id').whereRef('contact_requests.file_id', '=', 'uploads.id'))),
        )
        // A quote's file (issue 31) is kept with its quote.
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('quotes').select('id').whereRef('quotes.file_id', '=', 'uploads.id'))))
        // A product's certificate file (issue 33) is kept with its certificate.
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('product_certifications').select('id').whereRef('product_certifications.upload_id', '=', 'uploads.id'))),
        )
        .execute(),

    remove: (id: number) => db.deleteFrom('uploads').where('id', '=', id).execute(),
  };
}

export type UploadsRepo = ReturnType<typeof uploadsRepo>;
