import { inflateRawSync } from 'node:zlib';

/*
 * What a zip (an .xlsx) would unpack to, read before any library unpacks it (issue #32: a zip bomb is refused). The
 * central directory's sizes are summed first; then each entry is inflated here with a byte cap, so an entry whose
 * header lies about its size still cannot unpack past the budget. ZIP64 and encrypted entries are not spreadsheets.
 */

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export type ZipCheck = { ok: true; entries: string[]; unpackedBytes: number } | { ok: false; reason: 'not-zip' | 'too-large' };

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressed: number;
  size: number;
  localOffset: number;
}

function centralDirectory(zip: Buffer): Entry[] | null {
  // The end record is in the last 22 + 65 535 bytes (its comment is at most that long).
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || size === 0xffffffff || at === 0xffffffff || at + size > end) return null;
  const entries: Entry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const entry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      localOffset: zip.readUInt32LE(at + 42),
    };
    if (entry.compressed === 0xffffffff || entry.size === 0xffffffff || entry.localOffset === 0xffffffff) return null;
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Checks that `zip` is a readable zip whose entries together unpack to at most `maxBytes`. */
export function checkZip(zip: Buffer, maxBytes: number): ZipCheck {
  if (zip.length < 22 || zip.readUInt32LE(0) !== LOCAL) return { ok: false, reason: 'not-zip' };
  const entries = centralDirectory(zip);
  if (!entries) return { ok: false, reason: 'not-zip' };
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > maxBytes) return { ok: false, reason: 'too-large' };
  let unpacked = 0;
  for (const e of entries) {
    if (e.flags & 1 || (e.method !== 0 && e.method !== 8)) return { ok: false, reason: 'not-zip' };
    const local = e.localOffset;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) return { ok: false, reason: 'not-zip' };
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + e.compressed);
    if (e.method === 0) {
      unpacked += data.length;
    } else {
      try {
        unpacked += inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes - unpacked) }).length;
      } catch (err) {
        if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { ok: false, reason: 'too-large' };
        return { ok: false, reason: 'not-zip' };
      }
    }
    if (unpacked > maxBytes) return { ok: false, reason: 'too-large' };
  }
  return { ok: true, entries: entries.map((e) => e.name), unpackedBytes: unpacked };
}
