import { expect } from 'chai';
import { Writable } from 'node:stream';
import { batchedDestination } from '../../../../server/ssr/batched-destination.ts';

/** A response that records each write it is given, and can be made to need draining (a slow visitor). */
function response({ highWaterMark = 1024 * 1024 } = {}) {
  const writes: string[] = [];
  let flushes = 0;
  let release: (() => void) | null = null;
  const res = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, callback) {
      writes.push(chunk.toString());
      release = callback;
    },
  }) as Writable & { flush: () => void };
  res.flush = () => void flushes++;
  return { res, writes, flushes: () => flushes, drain: () => release?.() };
}

const view = (text: string) => new TextEncoder().encode(text);

describe('batchedDestination (React writes the page in 4 KB views)', () => {
  it('hands each batch to the response as one write when React flushes, in order', () => {
    const { res, writes, flushes } = response();
    const destination = batchedDestination(res);
    destination.write(view('<html>'));
    destination.write(view('<body>'));
    expect(writes).to.deep.equal([]);
    destination.flush!();
    expect(writes).to.deep.equal(['<html><body>']);
    expect(flushes()).to.equal(1);
  });

  it('writes what is left when the page ends', async () => {
    const { res, writes, drain } = response();
    const destination = batchedDestination(res);
    destination.write(view('<p>last part</p>'));
    destination.write(view('</html>'));
    const finished = new Promise((resolve) => res.on('finish', resolve));
    destination.end();
    drain();
    await finished;
    expect(writes).to.deep.equal(['<p>last part</p></html>']);
  });

  it('tells React to wait while the response needs draining, and passes the response’s drain on', async () => {
    const { res, drain } = response({ highWaterMark: 4 });
    const destination = batchedDestination(res);
    const drained = new Promise((resolve) => destination.on('drain', resolve));
    expect(destination.write(view('<html>'))).to.equal(true);
    destination.flush!();
    expect(destination.write(view('<body>'))).to.equal(false);
    drain();
    await drained;
  });
});
