/**
 * The CRC-32 of two byte strings joined, from the CRC of each and the second's length, without reading the bytes again:
 * zlib's crc32_combine (crc32.c, 1.2.12 and later), which node:zlib does not expose. A CRC is a remainder of
 * polynomials over GF(2): appending n bytes multiplies the first part's remainder by x^(8n) modulo the CRC polynomial,
 * and `combineOperator(n)` is that factor, found by squaring (x^(2^k) for each set bit of n).
 *
 * A page kept in the cache is many pieces with a fresh nonce between them; its gzip trailer needs the CRC of the whole.
 * Reading a 100 KB page through crc32 for each answer was the largest single cost of a cached answer (~35 µs); joining
 * the pieces' CRCs kept from the render costs a few hundred operations.
 */

/** CRC-32's polynomial, bits reversed (the order gzip uses). */
const POLY = 0xedb88320;

/** a(x)·b(x) modulo the polynomial, both reflected (bit 31 is x^0). */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let m = 0x80000000; m !== 0; m >>>= 1) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31 (reflected): x^1 first, each the square of the one before. */
const X_TO_TWO_TO_THE = (() => {
  const table = [0x40000000];
  for (let k = 1; k < 32; k++) table.push(multiplyModP(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** The factor that appending `length` bytes multiplies a CRC by: x^(8·length) modulo the polynomial. */
export function combineOperator(length: number): number {
  let factor = 0x80000000; // x^0
  // 8·length = length·2^3: start at x^(2^3).
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) factor = multiplyModP(X_TO_TWO_TO_THE[k % 32]!, factor);
  }
  return factor;
}

/** CRC-32 of A followed by B, from crc32(A), crc32(B) and `combineOperator(B's length)`. */
export function crc32Combine(crcA: number, crcB: number, operator: number): number {
  return (multiplyModP(operator, crcA) ^ crcB) >>> 0;
}
