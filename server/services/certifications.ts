import type { Locale } from '../../shared/locale.ts';
import type { Certification } from '../../shared/contracts/catalog.ts';
import type { CertificationsRepo } from '../db/repos/certifications.repo.ts';
import type { ChangeBus } from '../integrations/change-bus/index.ts';
import type { Clock } from '../lib/clock.ts';
import { tehranDayOf, tehranNoon } from '../../shared/tehran-day.ts';
import { formatDate } from '../../shared/format-date.ts';
import { downloadName } from './uploads.service.ts';

type Row = Awaited<ReturnType<CertificationsRepo['ofProduct']>>[number];

/** A stored upload's public address (upload.routes.ts serves it as a download), or null when the row has none. */
export function certificationFile(row: Pick<Row, 'upload_id' | 'guid_name' | 'extension' | 'original_name'>) {
  if (row.upload_id === null || !row.guid_name || !row.extension) return null;
  return { uploadId: row.upload_id, url: `/uploads/${row.guid_name}.${row.extension}`, name: downloadName(row.original_name ?? 'file', row.extension) };
}

/**
 * A certificate as a product page, a comparison and the JSON-LD show it, in the page's language. Expired is judged on
 * `today` (Tehran): the last valid day has passed. An expired certificate is shown marked, never hidden.
 */
export function certificationView(row: Row, locale: Locale, today: string): Certification {
  const file = certificationFile(row);
  return {
    standard: row.standard,
    issuer: locale === 'fa' ? row.issuer_fa : row.issuer_en,
    number: row.number,
    validUntil: row.valid_until,
    validUntilText: row.valid_until === null ? null : formatDate(tehranNoon(row.valid_until), locale),
    expired: row.valid_until !== null && row.valid_until < today,
    file: file && { url: file.url, type: row.extension === 'pdf' ? 'pdf' : 'image' },
  };
}

/**
 * The timed work's step (minutely): a certificate whose last valid day has just passed changes what pages say (its
 * mark, the search filter's choices and results), and pages are kept until a change. Each is noted once, by one
 * guarded update, and one `catalog.changed` clears every process's pages and kept reads.
 */
export function certificationExpiry({
  repo,
  clock,
  changes,
}: {
  repo: Pick<CertificationsRepo, 'noteExpired'>;
  clock: Clock;
  changes: Pick<ChangeBus, 'publish'>;
}) {
  return {
    async noteExpired(): Promise<number> {
      const now = clock();
      const noted = await repo.noteExpired(tehranDayOf(now), now.toISOString());
      if (noted > 0) await changes.publish('catalog.changed', { certificationsExpired: noted });
      return noted;
    },
  };
}
