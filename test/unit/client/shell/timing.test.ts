import { expect } from 'chai';
import { mock } from 'node:test';
import { debounce, throttle } from '../../../../client/shell/timing.ts';

describe('client/shell/timing', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout', 'Date'] }));
  afterEach(() => mock.timers.reset());

  it('throttle runs at once, then at most once per interval, and once more after the last call', () => {
    let runs = 0;
    const paced = throttle(() => runs++, 99);
    paced();
    mock.timers.tick(0);
    expect(runs).to.equal(1);
    for (let t = 0; t < 300; t += 10) {
      paced();
      mock.timers.tick(10);
    }
    // 300 ms of calls: the first run, then one per 99 ms.
    expect(runs).to.equal(4);
    mock.timers.tick(99);
    expect(runs).to.equal(4);
  });

  it('throttle still runs for a call that comes after a quiet spell, and cancel drops what waits', () => {
    let runs = 0;
    const paced = throttle(() => runs++, 99);
    paced();
    mock.timers.tick(0);
    paced();
    paced.cancel();
    mock.timers.tick(200);
    expect(runs).to.equal(1);
    paced();
    mock.timers.tick(0);
    expect(runs).to.equal(2);
  });

  it('debounce runs once the calls have stopped for the delay', () => {
    let runs = 0;
    const paced = debounce(() => runs++, 50);
    for (let i = 0; i < 5; i++) {
      paced();
      mock.timers.tick(40);
    }
    expect(runs).to.equal(0);
    mock.timers.tick(10);
    expect(runs).to.equal(1);
  });
});
