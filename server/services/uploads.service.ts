import { randomBytes } from 'node:crypto';
import type { Repos } from '../db/repos/index.ts';
import { stat } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { FileStorage } from '../integrations/file-storage/local-file-storage.ts';
import type { UploadedFile } from '../../shared/contracts/forms.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { AppError } from '../lib/errors.ts';
import { concurrencyLimit } from '../lib/concurrency.ts';
import type { RateLimiter } from './rate-limits.ts';

export type UploadKind = 'file' | 'image';

export const UPLOAD_LIMITS = {
  imageBytes: 10 * 1024 * 1024,
  documentBytes: 20 * 1024 * 1024,
  /** Pictures are stored at most this many pixels a side. */
  maxSide: 4000,
  /**
   * A picture of more pixels than this is refused from its header, before any decoding: just above the most we store
   * (4000 × 4000), room for a 16 MP camera's photo (4608 × 3456). Decoding costs by the pixel: a 6 KB PNG can claim
   * 49 MP and cost 7 s of a core, and 25 MP pictures held the one re-encoder for seconds each.
   */
  maxInputPixels: 16_800_000,
  /**
   * Re-encodes at once (each holds a core for up to a few seconds), how many may wait for one before a 503, and how
   * many of those one address may hold: the line takes each address in turn (lib/concurrency.ts).
   */
  reencodesAtOnce: 1,
  reencodesWaiting: 8,
  reencodesWaitingPerClient: 2,
  /** An upload no request refers to after this long was abandoned: its file and row go. */
  abandonedAfterMs: 24 * 3600 * 1000,
};

/** Pictures we re-encode, by the type their first bytes show, and the format they are stored in. */
const IMAGES: Record<string, 'jpeg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'jpeg',
  'image/heif': 'jpeg',
};
const IMAGE_EXTENSION = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

/** Documents a customer sends a floor plan or a bill of quantities in, kept as they are (served only as downloads). */
const DOCUMENTS: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  dwg: 'image/vnd.dwg',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

interface UploadsDeps {
  repos: Repos;
  storage: FileStorage;
  clock: Clock;
  log: Logger;
  limits: RateLimiter;
}

/** A stored upload, found by its generated name. */
export interface StoredFile {
  path: string;
  mime: string;
  /** The visitor's base name with the extension of the type the content was checked to be (see downloadName). */
  downloadName: string;
}

/** What the HTTP layer hands over once a file has been streamed to a temporary file. */
export interface ReceivedFile {
  tempPath: string;
  originalName: string;
  discard(): Promise<void>;
}

/**
 * Checks an upload by its content (never its name or declared type), re-encodes pictures (metadata stripped, at most
 * 4000 px a side, pixel floods refused), stores it under a generated name and records it. Whatever fails, the
 * temporary file is gone afterwards.
 */
export function uploadsService({ repos, storage, clock, log, limits }: UploadsDeps) {
  const reencodes = concurrencyLimit(UPLOAD_LIMITS.reencodesAtOnce);
  const uploads = repos.uploads;

  async function classify(file: ReceivedFile, kind: UploadKind) {
    const type = await fileTypeFromFile(file.tempPath);
    if (type && IMAGES[type.mime]) return { image: IMAGES[type.mime], mime: type.mime };
    if (kind === 'image' || !type) return null;
    // Old Office files are one container format (CFB); the name's extension says which of them it is.
    const ext = type.ext === 'cfb' ? /\.(doc|xls|ppt)$/i.exec(file.originalName)?.[1]?.toLowerCase() : type.ext;
    return ext && DOCUMENTS[ext] ? { document: ext, mime: DOCUMENTS[ext] } : null;
  }

  /** Reads the picture's size from its header (no pixel is decoded) and refuses one far above what is stored. */
  async function checkDimensions(path: string) {
    let width: number | undefined;
    let height: number | undefined;
    try {
      // Read with no pixel limit of sharp's own: only the header is read here, and the limit is ours, just below.
      ({ width, height } = await sharp(path, { limitInputPixels: false }).metadata());
    } catch (err) {
      if (/heif|heic|unsupported image format|compression format/i.test(String((err as Error).message))) throw new AppError('UPLOAD_TYPE', 'file');
      throw new AppError('UPLOAD_BROKEN_IMAGE', 'file');
    }
    if (!width || !height) throw new AppError('UPLOAD_BROKEN_IMAGE', 'file');
    if (width * height > UPLOAD_LIMITS.maxInputPixels) throw new AppError('UPLOAD_IMAGE_TOO_LARGE', 'file');
  }

  async function reencode(from: string, format: 'jpeg' | 'png' | 'webp', to: string, ip: string) {
    if (reencodes.waiting >= UPLOAD_LIMITS.reencodesWaiting || reencodes.waitingFor(ip) >= UPLOAD_LIMITS.reencodesWaitingPerClient) {
      throw new AppError('UPLOAD_BUSY', 'file');
    }
    await reencodes.run(() => encode(from, format, to), ip);
  }

  async function encode(from: string, format: 'jpeg' | 'png' | 'webp', to: string) {
    try {
      await sharp(from, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels, failOn: 'error' })
        .rotate()
        .resize({ width: UPLOAD_LIMITS.maxSide, height: UPLOAD_LIMITS.maxSide, fit: 'inside', withoutEnlargement: true })
        .toFormat(format, { quality: 85 })
        .toFile(to);
    } catch (err) {
      const message = String((err as Error).message);
      if (/pixel limit/i.test(message)) throw new AppError('UPLOAD_IMAGE_TOO_LARGE', 'file');
      // A HEIC that this build of libvips cannot decode is, for us, a type we do not take.
      if (/heif|heic|unsupported image format|compression format/i.test(message)) throw new AppError('UPLOAD_TYPE', 'file');
      throw new AppError('UPLOAD_BROKEN_IMAGE', 'file');
    }
  }

  return {
    /** Counts the upload against the address's hourly limit (RATE_LIMITS.uploadsPerIp) before a byte of it is read. */
    async checkLimit(ip: string) {
      await limits.take(['uploadsPerIp', ip]);
    },

    async accept(file: ReceivedFile, kind: UploadKind, ip: string): Promise<UploadedFile> {
      const cleanup: (() => Promise<void>)[] = [file.discard];
      try {
        const type = await classify(file, kind);
        if (!type) throw new AppError('UPLOAD_TYPE', 'file');
        const { size } = await stat(file.tempPath);
        const limit = 'image' in type ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.documentBytes;
        if (size > limit) throw new AppError('UPLOAD_TOO_LARGE', 'file');

        const guid = randomBytes(16).toString('hex');
        let stored = file.tempPath;
        let extension: string;
        let mime: string;
        if ('image' in type && type.image) {
          const encoded = await storage.tempPath();
          cleanup.push(encoded.discard);
          await checkDimensions(file.tempPath);
          await reencode(file.tempPath, type.image, encoded.path, ip);
          stored = encoded.path;
          extension = IMAGE_EXTENSION[type.image];
          mime = `image/${type.image}`;
        } else {
          extension = type.document!;
          mime = type.mime;
        }
        const name = `${guid}.${extension}`;
        await storage.keep(stored, name);
        const storedSize = (await stat((await storage.find(name))!)).size;
        const id = await uploads.insert({
          guid_name: guid,
          original_name: safeOriginalName(file.originalName),
          extension,
          mime,
          size: storedSize,
          kind: 'image' in type ? 'picture' : 'file',
          ip,
          created_at: clock().toISOString(),
        });
        log.info({ uploadId: id, mime, size: storedSize }, 'upload stored');
        return { id, url: `/uploads/${name}`, guidName: guid, extension, baseUrl: '/uploads/' };
      } finally {
        for (const remove of cleanup) await remove();
      }
    },

    /** The stored file and how to serve it, by its generated name; null when there is none. */
    async find(name: string): Promise<StoredFile | null> {
      const match = /^([0-9a-f]{32})\.([a-z0-9]{2,5})$/.exec(name);
      if (!match) return null;
      const row = await uploads.byGuid(match[1]);
      const path = row && row.extension === match[2] ? await storage.find(name) : null;
      return row && path ? { path, mime: row.mime, downloadName: downloadName(row.original_name, row.extension) } : null;
    },

    /** An upload that exists (for the form's `fileId`). */
    exists: (id: number) => uploads.exists(id),

    /** Removes uploads that no request refers to a day after they came: the visitor abandoned the form. */
    async sweepAbandoned(): Promise<number> {
      const before = new Date(clock().getTime() - UPLOAD_LIMITS.abandonedAfterMs).toISOString();
      const rows = await uploads.unclaimedSince(before);
      for (const r of rows) {
        await storage.remove(`${r.guid_name}.${r.extension}`);
        await uploads.remove(r.id);
      }
      if (rows.length) log.info({ removed: rows.length }, 'abandoned uploads removed');
      return rows.length;
    },
  };
}

/** The visitor's file name, kept only to offer it back in a download: no path, no control characters, bounded. */
export function safeOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return clean || 'file';
}

/**
 * The name a stored file downloads as: the visitor's base name with the extension of the type its content was checked
 * to be. A PDF sent as `plan.hta` downloads as `plan.pdf`, never as something a computer would run or open as a page.
 */
export function downloadName(originalName: string, extension: string): string {
  const base = originalName.replace(/\.[^.]*$/, '').trim() || 'file';
  return `${base}.${extension}`;
}

export type UploadsService = ReturnType<typeof uploadsService>;
