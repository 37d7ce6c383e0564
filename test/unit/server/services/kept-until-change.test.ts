import { expect } from 'chai';
import { keptUntilChange } from '../../../../server/services/kept-until-change.ts';
import type { ChangeBus, ChangeTopic } from '../../../../server/integrations/change-bus/index.ts';

/** A change bus that tells its listeners when the test says so. */
function bus() {
  const listeners = new Map<ChangeTopic, (() => void)[]>();
  const subscribe: ChangeBus['subscribe'] = (topic, listener) => {
    listeners.set(topic, [...(listeners.get(topic) ?? []), () => void listener({})]);
    return () => undefined;
  };
  return { subscribe, tell: (topic: ChangeTopic) => listeners.get(topic)?.forEach((listener) => listener()) };
}

describe('reads kept until a change', () => {
  it('reads once per arguments until any change, then once more', async () => {
    const changes = bus();
    const reads: string[] = [];
    const kept = keptUntilChange(changes)(async (locale: string, id: number) => (reads.push(`${locale}${id}`), `${locale}${id}@${reads.length}`));
    expect([await kept('fa', 1), await kept('fa', 1), await kept('en', 1)]).to.deep.equal(['fa1@1', 'fa1@1', 'en1@2']);
    for (const topic of ['catalog.changed', 'stock.flipped', 'bus.resync'] as const) {
      changes.tell(topic);
      expect(await kept('fa', 1), topic).to.equal(`fa1@${reads.length}`);
      expect(await kept('fa', 1)).to.equal(`fa1@${reads.length}`);
    }
    expect(reads).to.have.length(5);
  });

  it('keeps no failed read, and forgets a read under way when a change comes', async () => {
    const changes = bus();
    let calls = 0;
    let fail = true;
    const kept = keptUntilChange(changes)(async () => {
      calls++;
      if (fail) throw new Error('the database is away');
      return calls;
    });
    await kept().catch(() => undefined);
    fail = false;
    expect(await kept()).to.equal(2);
    changes.tell('catalog.changed');
    const underWay = kept();
    changes.tell('catalog.changed');
    expect([await underWay, await kept()]).to.deep.equal([3, 4]);
  });
});
