import { expect } from 'chai';
import { mayWait, parseQuietHours, sendAfter } from '../../../../../server/services/texts/quiet-hours.ts';

// Tehran is UTC+03:30: 21:00 Tehran is 17:30 UTC, 08:00 Tehran is 04:30 UTC.
const at = (iso: string) => new Date(iso);

describe('quiet hours of texts', () => {
  const quiet = parseQuietHours('21-8');

  it('reads "21-8" and "off", and refuses anything else', () => {
    expect(quiet).to.deep.equal({ from: 21, to: 8 });
    expect(parseQuietHours('off')).to.equal(null);
    for (const bad of ['21', '24-8', '8-8', 'night', '21-8-9', '-1-8']) expect(() => parseQuietHours(bad), bad).to.throw(/quiet hours/);
  });

  it('holds a back-in-stock text asked for in the evening until 08:00 Tehran the next morning', () => {
    expect(sendAfter(quiet, 'backInStock', at('2026-03-10T19:00:00Z'))?.toISOString()).to.equal('2026-03-11T04:30:00.000Z');
  });

  it('holds one asked for after midnight until 08:00 the same Tehran day', () => {
    expect(sendAfter(quiet, 'backInStock', at('2026-03-10T23:00:00Z'))?.toISOString()).to.equal('2026-03-11T04:30:00.000Z');
    expect(sendAfter(quiet, 'backInStock', at('2026-03-11T04:29:00Z'))?.toISOString()).to.equal('2026-03-11T04:30:00.000Z');
  });

  it('sends at once in the day, from 08:00 to 21:00 Tehran', () => {
    expect(sendAfter(quiet, 'backInStock', at('2026-03-11T04:30:00Z'))).to.equal(null);
    expect(sendAfter(quiet, 'backInStock', at('2026-03-11T17:29:00Z'))).to.equal(null);
    expect(sendAfter(quiet, 'backInStock', at('2026-03-11T17:30:00Z'))?.toISOString()).to.equal('2026-03-12T04:30:00.000Z');
  });

  it('never holds a login code, an order’s own news or an operator alert', () => {
    for (const kind of ['code', 'orderPaid', 'orderShipped', 'chequeDueSoon', 'admin.delivered', 'quoteSent', 'operatorChequeReview']) {
      expect(mayWait(kind), kind).to.equal(false);
      expect(sendAfter(quiet, kind, at('2026-03-10T20:00:00Z')), kind).to.equal(null);
    }
    expect(mayWait('backInStock')).to.equal(true);
  });

  it('a window inside one day (1-6) holds only within it', () => {
    const early = parseQuietHours('1-6');
    expect(sendAfter(early, 'backInStock', at('2026-03-10T22:00:00Z'))?.toISOString()).to.equal('2026-03-11T02:30:00.000Z');
    expect(sendAfter(early, 'backInStock', at('2026-03-10T19:00:00Z'))).to.equal(null);
  });

  it('"off" sends everything at once', () => {
    expect(sendAfter(null, 'backInStock', at('2026-03-10T20:00:00Z'))).to.equal(null);
  });
});
