import { expect } from 'chai';
import { repeatInterval, TIME_REPEAT } from '../../../../client/date-picker/defaults.ts';

describe('date picker time arrows', () => {
  it('do not repeat during the first 600 ms of a press', () => {
    expect(repeatInterval(0)).to.equal(null);
    expect(repeatInterval(599)).to.equal(null);
  });

  it('then repeat every 150 ms, speeding up steadily to every 30 ms and no faster', () => {
    expect(repeatInterval(600)).to.equal(150);
    const ramp = [700, 900, 1200, 1500, 1790].map((ms) => repeatInterval(ms)!);
    ramp.reduce((prev, next) => (expect(next).to.be.lessThan(prev), next), 150);
    expect(repeatInterval(600 + TIME_REPEAT.rampMs)).to.equal(30);
    expect(repeatInterval(60_000)).to.equal(30);
  });

  it('reach 30 ms only after many repeats (the sum of the waits)', () => {
    let held = 600;
    let steps = 0;
    while (repeatInterval(held)! > 30) ((held += repeatInterval(held)!), steps++);
    expect(steps).to.be.within(8, 40);
  });
});
