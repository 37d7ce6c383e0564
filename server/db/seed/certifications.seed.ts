import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { addDays, tehranDayOf } from '../../../shared/tehran-day.ts';
import { writeThroughTemp } from '../../lib/write-through-temp.ts';

/** The stored name of the demo's one certificate file (uploads are named by 32 hex digits). */
const DEMO_CERTIFICATE_GUID = 'dea0c0de00000000000000000000e542';

/**
 * The demo's certificates (issue 33): two fire-alarm panels certified to EN 54-2 and EN 54-4 (one with its PDF), a
 * third whose EN 54-2 certificate has lapsed (shown marked expired, and left out of the "certified to" filter), and an
 * extinguisher to EN 3-7. Days are counted from the seed's day, so the demo stays valid whenever it is started.
 */
const CERTIFICATES = [
  { code: 'ZP1-X4', standard: 'EN 54-2', issuer: ['وی‌دی‌اس، آلمان', 'VdS Schadenverhütung, Germany'], number: 'G 215021', days: 730, file: true },
  { code: 'ZP1-X4', standard: 'EN 54-4', issuer: ['وی‌دی‌اس، آلمان', 'VdS Schadenverhütung, Germany'], number: 'G 215022', days: 730, file: false },
  {
    code: 'KFP-CF8',
    standard: 'EN 54-2',
    issuer: ['ال‌پی‌سی‌بی (BRE Global)، بریتانیا', 'LPCB (BRE Global), United Kingdom'],
    number: '086a/04',
    days: 400,
    file: false,
  },
  {
    code: 'KFP-CF8',
    standard: 'EN 54-4',
    issuer: ['ال‌پی‌سی‌بی (BRE Global)، بریتانیا', 'LPCB (BRE Global), United Kingdom'],
    number: '086a/05',
    days: 400,
    file: false,
  },
  {
    code: 'ID3000',
    standard: 'EN 54-2',
    issuer: ['ال‌پی‌سی‌بی (BRE Global)، بریتانیا', 'LPCB (BRE Global), United Kingdom'],
    number: '086b/01',
    days: -30,
    file: false,
  },
  {
    code: 'PRO6ABC',
    standard: 'EN 3-7',
    issuer: ['بی‌اس‌آی کایت‌مارک، بریتانیا', 'BSI Kitemark, United Kingdom'],
    number: 'KM 553880',
    days: 365,
    file: false,
  },
] as const;

export async function seedDemoCertifications(trx: Transaction<Database>, now: number) {
  const at = new Date(now).toISOString();
  const today = tehranDayOf(new Date(now));
  const upload = await trx
    .insertInto('uploads')
    .values({
      guid_name: DEMO_CERTIFICATE_GUID,
      original_name: 'ZP1-X4 EN 54-2 certificate.pdf',
      extension: 'pdf',
      mime: 'application/pdf',
      size: demoCertificatePdf().length,
      kind: 'file',
      ip: '127.0.0.1',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [sort, c] of CERTIFICATES.entries()) {
    const product = await trx.selectFrom('products').select('id').where('code', '=', c.code).executeTakeFirstOrThrow();
    await trx
      .insertInto('product_certifications')
      .values({
        product_id: product.id,
        standard: c.standard,
        issuer_fa: c.issuer[0],
        issuer_en: c.issuer[1],
        number: c.number,
        valid_until: addDays(today, c.days),
        upload_id: c.file ? upload.id : null,
        sort,
        // The lapsed one was already noted: the demo's first minute clears no page for it.
        expiry_noted_at: c.days < 0 ? at : null,
        created_at: at,
      })
      .execute();
  }
}

/** Writes the demo certificate's file into the uploads folder when it is missing (like the demo's pictures). */
export async function writeDemoCertificate(uploadDir: string): Promise<boolean> {
  const path = join(uploadDir, `${DEMO_CERTIFICATE_GUID}.pdf`);
  try {
    await access(path);
    return false;
  } catch {
    await mkdir(uploadDir, { recursive: true });
    await writeThroughTemp(path, (temp) => writeFile(temp, demoCertificatePdf()));
    return true;
  }
}

/** A one-page PDF saying what it is: a real file a browser opens, with the cross-reference table PDF readers check. */
function demoCertificatePdf(): Buffer {
  const text = 'BT /F1 20 Tf 72 720 Td (Negahban demo certificate) Tj 0 -32 Td /F1 14 Tf (Ziton ZP1-X4 - EN 54-2, certificate G 215021) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
