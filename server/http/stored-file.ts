import type { Response } from 'express';
import type { StoredFile } from '../services/uploads.service.ts';

/**
 * Sends an upload as a download no browser will run or sniff (public `/uploads/` and the back office's attachment
 * link alike): its checked type, `attachment` with the name in UTF-8 (RFC 6266), nosniff, and a sandbox CSP in case
 * it is opened anyway.
 */
export function sendStoredFile(res: Response, file: StoredFile, cacheControl: string) {
  res.set({
    'Content-Type': file.mime,
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.downloadName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': cacheControl,
  });
  res.sendFile(file.path);
}
