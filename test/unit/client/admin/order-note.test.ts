import { expect } from 'chai';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { readLocaleResources } from '../../../../server/i18n.ts';
import { I18nContext, translator } from '../../../../client/admin/admin-i18n.tsx';
import { OrderNote, notePieces } from '../../../../client/admin/order-note.tsx';
import type { AdminBoot } from '../../../../shared/contracts/admin/boot.ts';
import type { Locale } from '../../../../shared/locale.ts';
import { writeNote } from '../../../../shared/order-notes.ts';

const resources = readLocaleResources();
const boot = (locale: Locale): AdminBoot => ({
  locale,
  messages: Object.fromEntries(
    (['fa', 'en'] as const).map((l) => [l, { admin: resources[l].admin!, errors: resources[l].errors!, datepicker: resources[l].datepicker! }]),
  ) as AdminBoot['messages'],
});
const shown = (stored: string, locale: Locale) =>
  notePieces(stored, translator(boot(locale), locale))
    .map((p) => p.text)
    .join('');

describe('client/admin/order-note: an order event’s note in the operator’s language', () => {
  it('shows the server’s notes in Persian and in English', () => {
    const expired = writeNote({ key: 'notPaidInTime' });
    expect(shown(expired, 'fa')).to.equal('در مهلت پرداخت نشد؛ موجودی برگشت.');
    expect(shown(expired, 'en')).to.equal('Not paid in time; the stock went back.');
    const cancelled = writeNote({ key: 'cancelledByOperator' });
    expect([shown(cancelled, 'fa'), shown(cancelled, 'en')]).to.deep.equal(['لغو به دست اپراتور', 'Cancelled by the operator']);
  });

  it('fills in parameters: a status by its name, an amount in Toman with the language’s digits, codes as stored', () => {
    const late = writeNote({ key: 'paidLate', authority: 'A00000123', status: 'cancelled' });
    expect(shown(late, 'fa')).to.equal('پرداخت A00000123 وقتی رسید که سفارش «لغوشده» بود: مبلغ باید بازگردانده شود.');
    expect(shown(late, 'en')).to.equal('Payment A00000123 arrived when the order was already “Cancelled”: the money is to be returned.');
    const refund = writeNote({ key: 'refunded', amountToman: 450000 }, 'returned to card');
    expect(shown(refund, 'fa')).to.equal('بازپرداخت: ۴۵۰٬۰۰۰ تومان — returned to card');
    expect(shown(refund, 'en')).to.equal('Refunded: 450,000 Toman — returned to card');
    expect(shown(writeNote({ key: 'chequeSubmitted', sayadId: '1234567890123456' }), 'fa')).to.equal('شناسهٔ صیادی 1234567890123456');
  });

  it('isolates codes left-to-right and the operator’s words in their own direction', () => {
    const html = renderToStaticMarkup(
      createElement(
        I18nContext.Provider,
        { value: { locale: 'fa', t: translator(boot('fa'), 'fa'), setLocale: () => {} } },
        createElement(OrderNote, { note: writeNote({ key: 'shipped', trackingCode: 'POST-7788' }, 'fragile') }),
      ),
    );
    expect(html).to.equal('<span class="adm-muted">کد رهگیری <bdi dir="ltr">POST-7788</bdi> — <bdi>fragile</bdi></span>');
  });

  it('writes a Sayad id in the page’s digits, isolated left to right (issue #30)', () => {
    const render = (locale: Locale) =>
      renderToStaticMarkup(
        createElement(
          I18nContext.Provider,
          { value: { locale, t: translator(boot(locale), locale), setLocale: () => {} } },
          createElement(OrderNote, { note: writeNote({ key: 'chequeSubmitted', sayadId: '1234567890123456' }) }),
        ),
      );
    expect(render('fa')).to.equal('<span class="adm-muted">شناسهٔ صیادی <bdi dir="ltr">۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶</bdi></span>');
    expect(render('en')).to.contain('<bdi dir="ltr">1234567890123456</bdi>');
  });

  it('shows the operator’s notes and older notes as they were written', () => {
    expect(shown('tracking: POST-7788 — بسته شکستنی', 'fa')).to.equal('tracking: POST-7788 — بسته شکستنی');
    expect(shown(writeNote(null, 'تماس گرفته شد')!, 'en')).to.equal('تماس گرفته شد');
  });
});
