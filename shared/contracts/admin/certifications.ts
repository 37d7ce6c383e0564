import { endpoint } from '../endpoint.ts';

/** A product's certificate as the back office edits it (issue 33, point 4). */
export interface AdminCertification {
  id: number;
  productId: number;
  /** As written: `EN 54-2`, `INSO 12345`. */
  standard: string;
  issuerFa: string;
  issuerEn: string;
  number: string;
  /** The last Tehran day it is valid, YYYY-MM-DD; null: no end. */
  validUntil: string | null;
  /** Its file (a PDF or a scanned picture), served as a download; null: none. */
  file: { uploadId: number; url: string; name: string } | null;
}

const inputs = () => import('./certifications.inputs.ts');

/** Saved one at a time on the product's form, as its pictures are; every change audited. */
export const adminCertificationContracts = {
  /** No id: added last to the product's list. An upload id of null removes the file; absent keeps it. */
  save: endpoint<AdminCertification>()({ method: 'POST', path: '/api/admin/product/certification', input: () => inputs().then((m) => m.save) }),
  remove: endpoint<null>()({ method: 'POST', path: '/api/admin/product/certification/remove', input: () => inputs().then((m) => m.remove) }),
};
