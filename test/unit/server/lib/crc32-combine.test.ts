import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { combineOperator, crc32Combine } from '../../../../server/lib/crc32-combine.ts';

describe('CRC-32 of joined bytes from the CRCs of the parts', () => {
  it('equals the CRC of the whole for parts of every size, empty ones too', () => {
    const lengths = [0, 1, 2, 3, 7, 8, 24, 255, 256, 4096, 65_537, 1_000_003];
    for (const a of lengths) {
      for (const b of lengths) {
        const first = randomBytes(a);
        const second = randomBytes(b);
        const joined = crc32Combine(crc32(first), crc32(second), combineOperator(b));
        expect(joined, `${a} + ${b} bytes`).to.equal(crc32(Buffer.concat([first, second])));
      }
    }
  });

  it('joins many parts in turn, as a cached page and its nonces are', () => {
    const parts = Array.from({ length: 40 }, (_, i) => randomBytes((i * 7919) % 5000));
    let crc = 0;
    for (const part of parts) crc = crc32Combine(crc, crc32(part), combineOperator(part.length));
    expect(crc).to.equal(crc32(Buffer.concat(parts)));
  });
});
