import { expect } from 'chai';
import { invoiceIssuer, invoiceNumber, type IssuedBody } from '../../../../../server/services/invoices/issue-invoice.ts';
import { DEMO_SELLER } from '../../../../../server/services/invoices/seller.ts';
import type { Repos } from '../../../../../server/db/repos/index.ts';

/** The repositories the issuer reads and writes, held in memory. */
function fakeRepos(order: Record<string, unknown>, lines: Record<string, unknown>[]) {
  const inserted: Record<string, unknown>[] = [];
  let n = 41;
  const r = {
    orders: { byId: async () => order },
    users: { byId: async () => ({ full_name: 'Sara Ahmadi' }) },
    invoices: {
      of: async (_id: number, kind: string) => inserted.find((row) => row.kind === kind),
      takeNumber: async () => ++n,
      linesOf: async () => lines,
      insert: async (row: Record<string, unknown>) => (inserted.push({ id: inserted.length + 1, ...row }), row),
    },
  } as unknown as Repos;
  return { r, inserted };
}

const ORDER = {
  id: 9,
  user_id: 3,
  mobile: '09121234567',
  discount_rial: 100_001,
  delivery_rial: 7,
  total_rial: 333_333 * 2 + 333_334 - 100_001 + 7,
  vat_rate: 10,
  vat_included: 1,
  buyer_snapshot: null,
  delivery_snapshot: JSON.stringify({ name_fa: 'پیک', name_en: 'Courier', needs_address: 1 }),
};
const LINE = { name_fa: 'دوربین', name_en: 'Camera', item_name_fa: '', item_name_en: '', unit_price_rial: 333_333, count: 2, sku: 'CAM-1', item_sku: 'CAM-1' };

describe('server/services/invoices/issue-invoice', () => {
  it('numbers an invoice by its Jalali year and six digits of the sequence', () => {
    expect(invoiceNumber(1405, 42)).to.equal('1405-000042');
    expect(invoiceNumber(1406, 1)).to.equal('1406-000001');
  });

  it('issues once, with lines that add up to what was paid; a refund issues one credit note naming it', async () => {
    const { r, inserted } = fakeRepos(ORDER, [LINE, { ...LINE, count: 1, unit_price_rial: 333_334, sku: null, item_sku: 'CAM-2' }]);
    const issuer = invoiceIssuer(async () => ({ identity: DEMO_SELLER, configured: true, missing: [] }));
    await issuer.issueForPaidOrder(r, 9, '2026-12-02T08:00:00Z');
    await issuer.issueForPaidOrder(r, 9, '2026-12-02T08:00:01Z');
    expect(inserted).to.have.length(1);
    expect(inserted[0]).to.include({ number: '1405-000042', kind: 'invoice', official: 0 });
    const body = JSON.parse(inserted[0]!.body as string) as IssuedBody;
    expect(body.notOfficialBecause).to.equal('no-buyer');
    expect(body.lines.map((l) => l.sku)).to.deep.equal(['CAM-1', 'CAM-2', null]);
    expect(body.lines.reduce((s, l) => s + l.totalRial, 0)).to.equal(ORDER.total_rial);
    expect(body.totals.totalRial).to.equal(ORDER.total_rial);

    await issuer.issueCreditNoteForRefund(r, 9, '2026-12-03T08:00:00Z');
    await issuer.issueCreditNoteForRefund(r, 9, '2026-12-03T08:00:01Z');
    expect(inserted.map((i) => [i.kind, i.number, i.cancels_id])).to.deep.equal([
      ['invoice', '1405-000042', null],
      ['credit', '1405-000043', 1],
    ]);
  });

  it('a seller left unset on a public site makes the invoice not official, even with a buyer', async () => {
    const buyer = {
      kind: 'company',
      name: 'Arman',
      nationalId: '10380284790',
      economicCode: '10380284790',
      registrationNo: '1',
      postalCode: '1',
      address: 'a',
      phone: '1',
    };
    const { r, inserted } = fakeRepos({ ...ORDER, buyer_snapshot: JSON.stringify(buyer) }, [LINE, { ...LINE, count: 1, unit_price_rial: 333_334 }]);
    await invoiceIssuer(async () => ({ identity: DEMO_SELLER, configured: false, missing: ['SELLER_NAME_FA'] })).issueForPaidOrder(
      r,
      9,
      '2026-12-02T08:00:00Z',
    );
    expect(inserted[0]).to.include({ official: 0 });
    expect((JSON.parse(inserted[0]!.body as string) as IssuedBody).notOfficialBecause).to.equal('no-seller');
  });
});
