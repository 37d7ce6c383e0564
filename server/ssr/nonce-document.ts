import { constants, crc32, deflateRawSync } from 'node:zlib';
import { combineOperator, crc32Combine } from '../lib/crc32-combine.ts';

/**
 * A rendered document cut where its CSP nonce goes, kept plain and gzipped, so each answer writes in a fresh nonce
 * without rendering or compressing the page again. Each piece is deflated alone and ends on a byte boundary (a sync
 * flush), so pieces and the nonce (a stored block, written as is) join into one valid gzip stream.
 */
export interface NonceDocument {
  pieces: Buffer[];
  gzipPieces: Buffer[];
  /** Each piece's CRC-32 and the factor that appending it multiplies a CRC by: the trailer's CRC without reading the page again. */
  crcs: number[];
  operators: number[];
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
  return { pieces, gzipPieces, crcs: pieces.map((piece) => crc32(piece)), operators: pieces.map((piece) => combineOperator(piece.length)), bytes };
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
  const valueCrc = crc32(value);
  const valueOperator = operatorOfLength(value.length);
  let crc = 0;
  let size = 0;
  doc.pieces.forEach((piece, i) => {
    crc = crc32Combine(crc, doc.crcs[i]!, doc.operators[i]!);
    size += piece.length;
    if (i < doc.pieces.length - 1) {
      crc = crc32Combine(crc, valueCrc, valueOperator);
      size += value.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, ...interleave(doc.gzipPieces, storedNonce), LAST_EMPTY_BLOCK, trailer]);
}

/** Nonces all have one length (server/http/middleware/request-context.ts): its factor is found once. */
const operators = new Map<number, number>();
function operatorOfLength(length: number): number {
  let operator = operators.get(length);
  if (operator === undefined) operators.set(length, (operator = combineOperator(length)));
  return operator;
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
