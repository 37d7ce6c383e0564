import type { Repos } from '../../db/repos/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { AdminCertification } from '../../../shared/contracts/admin/certifications.ts';
import type { save } from '../../../shared/contracts/admin/certifications.inputs.ts';
import type * as z from 'zod/mini';
import { certificationFile } from '../certifications.ts';
import { audit, type Actor } from './actor.ts';

/** The files a certificate may carry: a PDF (a certificate, a datasheet) or a scanned picture of one. */
const CERTIFICATE_FILES = new Set(['pdf', 'jpg', 'png', 'webp']);

type Row = NonNullable<Awaited<ReturnType<Repos['certifications']['byId']>>>;

/** A stored certificate as the back office shows it (its file as the download's address). */
export const toAdminCertification = (row: Row): AdminCertification => ({
  id: row.id,
  productId: row.product_id,
  standard: row.standard,
  issuerFa: row.issuer_fa,
  issuerEn: row.issuer_en,
  number: row.number,
  validUntil: row.valid_until,
  file: certificationFile(row),
});

/** A product's certificates (issue 33, point 4), one saved at a time on the product's form; every change audited. */
export function adminCertifications({ repos, clock }: { repos: Repos; clock: Clock }) {
  return {
    list: async (productId: number) => (await repos.certifications.ofProduct(productId)).map(toAdminCertification),

    async save(actor: Actor, input: z.output<typeof save>): Promise<AdminCertification> {
      if (!(await repos.adminProducts.byId(input.productId))) throw new AppError('PRODUCT_NOT_FOUND', 'productId');
      if (input.uploadId) {
        const upload = await repos.certifications.upload(input.uploadId);
        if (!upload) throw new AppError('UPLOAD_NOT_FOUND', 'uploadId');
        if (!CERTIFICATE_FILES.has(upload.extension)) throw new AppError('CERTIFICATE_FILE_TYPE', 'uploadId');
      }
      return repos.transaction(async (r) => {
        const before = input.id ? await r.certifications.byId(input.id) : undefined;
        if (input.id && before?.product_id !== input.productId) throw new AppError('CERTIFICATION_NOT_FOUND', 'id');
        const values = {
          standard: input.standard,
          issuer_fa: input.issuerFa,
          issuer_en: input.issuerEn,
          number: input.number,
          valid_until: input.validUntil,
          // Absent: the file stays; null: it is taken off.
          upload_id: input.uploadId === undefined ? (before?.upload_id ?? null) : input.uploadId,
        };
        const id = before ? before.id : await r.certifications.insert(input.productId, values, clock().toISOString());
        if (before) await r.certifications.update(id, values);
        const after = toAdminCertification((await r.certifications.byId(id))!);
        await audit(r, clock, actor, {
          action: before ? 'certification.update' : 'certification.create',
          entity: 'product',
          entityId: input.productId,
          before: before && toAdminCertification(before),
          after,
        });
        return after;
      });
    },

    async remove(actor: Actor, id: number): Promise<null> {
      await repos.transaction(async (r) => {
        const before = await r.certifications.byId(id);
        if (!before) throw new AppError('CERTIFICATION_NOT_FOUND', 'id');
        await r.certifications.remove(id);
        await audit(r, clock, actor, { action: 'certification.remove', entity: 'product', entityId: before.product_id, before: toAdminCertification(before) });
      });
      return null;
    },
  };
}
