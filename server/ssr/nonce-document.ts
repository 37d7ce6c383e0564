import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A rendered document cut where its CSP nonce goes, kept plain and gzipped, so each answer writes in a fresh nonce
 * without rendering or compressing the page again. Each piece is deflated alone and ends on a byte boundary (a sync
 * flush), so pieces and the nonce (a stored block, written as is) join into one valid gzip stream.
 */
export interface NonceDocument {
  pieces: Buffer[];
  gzipPieces: Buffer[];
  /** Plain and gzipped size, for the cache's bound. */
  bytes: number;
}

// Magic, deflate, no flags, no time, no extra flags, unknown OS (RFC 1952 §2.3).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// The last block: fixed Huffman codes holding only the end-of-block code (RFC 1951 §3.2.6).
const LAST_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** `html` rendered with `placeholder` wherever the nonce goes (a value no content can know: see page-cache.ts). */
export function nonceDocument(html: Buffer, placeholder: string): NonceDocument {
  const pieces = splitBuffer(html, Buffer.from(placeholder));
  const gzipPieces = pieces.map((piece) => deflateRawSync(piece, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
  const bytes = [...pieces, ...gzipPieces].reduce((sum, b) => sum + b.length, 0);
  return { pieces, gzipPieces, bytes };
}

/** The document with `nonce` written in, plain. */
export function plainWithNonce(doc: NonceDocument, nonce: string): Buffer {
  return Buffer.concat(interleave(doc.pieces, Buffer.from(nonce)));
}

/** The document with `nonce` written in, as one gzip stream (the nonce goes in as a stored block). */
export function gzipWithNonce(doc: NonceDocument, nonce: string): Buffer {
  const value = Buffer.from(nonce);
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(value.length, 1);
  stored.writeUInt16LE(~value.length & 0xffff, 3);
  const storedNonce = Buffer.concat([stored, value]);
  let crc = 0;
  let size = 0;
  doc.pieces.forEach((piece, i) => {
    crc = crc32(piece, crc);
    size += piece.length;
    if (i < doc.pieces.length - 1) {
      crc = crc32(value, crc);
      size += value.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, ...interleave(doc.gzipPieces, storedNonce), LAST_EMPTY_BLOCK, trailer]);
}

function interleave(pieces: Buffer[], between: Buffer): Buffer[] {
  return pieces.flatMap((piece, i) => (i < pieces.length - 1 ? [piece, between] : [piece]));
}

function splitBuffer(buffer: Buffer, separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = buffer.indexOf(separator); at >= 0; at = buffer.indexOf(separator, from)) {
    pieces.push(buffer.subarray(from, at));
    from = at + separator.length;
  }
  pieces.push(buffer.subarray(from));
  return pieces;
}
