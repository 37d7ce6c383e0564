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

  it("gives another client's task the next slot, ahead of the rest of one client's line", async () => {
    const limit = concurrencyLimit(1);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const submit = (client: string, name: string) => {
      const g = gate();
      gates.set(name, g);
      return limit.run(async () => {
        started.push(name);
        await g.opened;
      }, client);
    };
    // One client sends four big pictures; then two others one small picture each.
    const tasks = [submit('a', 'a1'), submit('a', 'a2'), submit('a', 'a3'), submit('a', 'a4'), submit('b', 'b1'), submit('c', 'c1')];
    expect([limit.waiting, limit.waitingFor('a'), limit.waitingFor('b')]).to.deep.equal([5, 3, 1]);
    for (const name of ['a1', 'b1', 'c1', 'a2']) {
      gates.get(name)!.open();
      await new Promise((resolve) => setImmediate(resolve));
    }
    // A client arriving while a's line is served still goes next.
    tasks.push(submit('d', 'd1'));
    for (const name of ['a3', 'd1', 'a4']) {
      gates.get(name)!.open();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(tasks);
    expect(started).to.deep.equal(['a1', 'b1', 'c1', 'a2', 'a3', 'd1', 'a4']);
    expect(limit.waiting).to.equal(0);
  });
});
