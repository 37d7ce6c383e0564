import { expect } from 'chai';
import { depositOf, quoteIdOf, quoteNumber, quoteTotals, splitTerms } from '../../../shared/quote-terms.ts';

const window = { today: '2026-03-01', latest: '2026-08-28' };

describe('shared/quote-terms: a quote’s money and its terms', () => {
  it('adds lines, line discounts, service lines and the delivery into the total', () => {
    const totals = quoteTotals(
      [
        { productItemId: 1, count: 3, unitPriceRial: 1_000, discountRial: 500 },
        { productItemId: 2, count: 1, unitPriceRial: 2_000 },
        { title: 'Installation', priceRial: 4_000 },
      ],
      700,
    );
    expect(totals).to.deep.equal({ itemsRial: 9_000, discountRial: 500, deliveryRial: 700, totalRial: 9_200 });
  });

  it('rounds the deposit down to the Rial, the cheques carrying the rest exactly', () => {
    expect(depositOf(1_000_001, 30)).to.equal(300_000);
    const split = splitTerms(1_000_001, { kind: 'deposit', depositPercent: 30, cheques: [{ amountRial: 700_001, dueDate: '2026-04-01' }] }, window);
    expect(split).to.deep.equal({
      instalments: [
        { kind: 'deposit', amountRial: 300_000, dueDate: null },
        { kind: 'cheque', amountRial: 700_001, dueDate: '2026-04-01' },
      ],
    });
  });

  it('orders cheques by due date and refuses sums one Rial off, dates out of the window, and mixed terms', () => {
    const ok = splitTerms(
      100,
      {
        kind: 'cheques',
        cheques: [
          { amountRial: 60, dueDate: '2026-05-01' },
          { amountRial: 40, dueDate: '2026-04-01' },
        ],
      },
      window,
    );
    expect('instalments' in ok && ok.instalments.map((i) => i.dueDate)).to.deep.equal(['2026-04-01', '2026-05-01']);
    const refusal = (r: ReturnType<typeof splitTerms>) => ('refusal' in r ? r.refusal : null);
    expect(refusal(splitTerms(100, { kind: 'cheques', cheques: [{ amountRial: 99, dueDate: '2026-04-01' }] }, window))).to.deep.equal({
      code: 'QUOTE_TERMS_SUM',
      field: 'terms.cheques',
    });
    expect(refusal(splitTerms(100, { kind: 'cheques', cheques: [{ amountRial: 100, dueDate: '2026-08-29' }] }, window))?.code).to.equal('CHEQUE_DUE_TOO_FAR');
    expect(refusal(splitTerms(100, { kind: 'cheques', cheques: [{ amountRial: 100, dueDate: '2026-02-28' }] }, window))?.code).to.equal('DATE_IN_PAST');
    expect(refusal(splitTerms(100, { kind: 'cheques', cheques: [{ amountRial: 100, dueDate: '2026-08-28' }] }, window))).to.equal(null);
    expect(refusal(splitTerms(100, { kind: 'online', depositPercent: 10 }, window))?.code).to.equal('QUOTE_TERMS_INVALID');
    expect(refusal(splitTerms(100, { kind: 'deposit', cheques: [{ amountRial: 100, dueDate: '2026-04-01' }] }, window))?.field).to.equal(
      'terms.depositPercent',
    );
    expect(refusal(splitTerms(100, { kind: 'cheques' }, window))?.field).to.equal('terms.cheques');
    expect(splitTerms(100, { kind: 'online' }, window)).to.deep.equal({ instalments: [] });
  });

  it('writes and reads quote numbers', () => {
    expect(quoteNumber(12)).to.equal('Q-000012');
    for (const typed of ['Q-000012', 'q12', '12', ' Q012 ']) expect(quoteIdOf(typed), typed).to.equal(12);
    for (const typed of ['Q-', 'abc', '0', '12a']) expect(quoteIdOf(typed), typed).to.equal(null);
  });
});
