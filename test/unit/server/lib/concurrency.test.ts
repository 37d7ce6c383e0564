import { expect } from 'chai';
import { rejection } from '../../../helpers/rejection.ts';
import { concurrencyLimit } from '../../../../server/lib/concurrency.ts';

/** A task the test finishes by hand, so what runs at once is seen, not timed. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('concurrencyLimit', () => {
  it('runs at most its slots at once, the rest in the order they came, and hands a slot on without a gap', async () => {
    const limit = concurrencyLimit(1);
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const tasks = gates.map((g, i) =>
      limit.run(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await g.opened;
        running--;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).to.deep.equal([0]);
    expect(limit.waiting).to.equal(2);
    gates[0].open();
    // A newcomer arriving the moment a slot frees waits behind those already in line.
    const late = limit.run(async () => {
      started.push(3);
      return 3;
    });
    gates[1].open();
    gates[2].open();
    expect(await Promise.all([...tasks, late])).to.deep.equal([0, 1, 2, 3]);
    expect(started).to.deep.equal([0, 1, 2, 3]);
    expect(most).to.equal(1);
    expect(limit.waiting).to.equal(0);
  });

  it("passes a failing task's error to its caller and frees the slot", async () => {
    const limit = concurrencyLimit(1);
    // The caller still hears of the failure; only the slot is given back.
    expect(
      (
        await rejection(
          limit.run(async () => Promise.reject(new Error('broken picture'))),
          Error,
        )
      ).message,
    ).to.equal('broken picture');
    expect(await limit.run(async () => 'next')).to.equal('next');
  });
});
