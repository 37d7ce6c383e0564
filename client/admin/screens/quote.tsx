import { useState, type FormEvent } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminQuote } from '../../../shared/contracts/admin/quotes.ts';
import { localDigits } from '../../../shared/format.ts';
import { asciiDigits } from '../../../shared/digits.ts';
import { rialToToman, tomanToRial } from '../../../shared/money.ts';
import { quoteTotals, type TermsKind } from '../../../shared/quote-terms.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useAction } from '../use-action.ts';
import { useI18n } from '../admin-i18n.tsx';
import { Day, Num, Toman, When } from '../components.tsx';
import { MoneyInput } from '../money-input.tsx';
import { ItemPicker } from '../item-picker.tsx';
import { DateInput } from '../date/date-field.tsx';
import { FormOutcome } from '../labelled-field.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  return api().call(adminContracts.quotes.get, { id: Number(params.id) });
}

type Line =
  { kind: 'item'; productItemId: string; name: string; count: string; unit: string; discount: string } | { kind: 'service'; title: string; price: string };

/** Where the pricing starts: the latest version, else the asked lines at today's list price. */
function startLines(q: AdminQuote): Line[] {
  if (q.latest)
    return q.latest.lines.map((l) =>
      l.productItemId === null
        ? { kind: 'service', title: l.name, price: String(rialToToman(l.unitPriceRial)) }
        : {
            kind: 'item',
            productItemId: String(l.productItemId),
            name: [l.name, l.itemName].filter(Boolean).join(' – '),
            count: String(l.count),
            unit: String(rialToToman(l.unitPriceRial)),
            discount: String(rialToToman(l.discountRial)),
          },
    );
  return q.askedLines.map((l) => {
    const price = q.listPrices.find((p) => p.productItemId === l.productItemId)?.priceRial;
    return {
      kind: 'item',
      productItemId: String(l.productItemId),
      name: [l.name, l.itemName].filter(Boolean).join(' – '),
      count: String(l.count),
      unit: price ? String(rialToToman(price)) : '',
      discount: '',
    };
  });
}

const rial = (toman: string) => tomanToRial(Number(toman || 0));

/** A whole number typed in either script, shown in the operator's digits, kept in Latin ones. */
function CountInput({ id, value, onChange }: { id: string; value: string; onChange(v: string): void }) {
  const { locale } = useI18n();
  return (
    <input
      id={id}
      inputMode="numeric"
      dir="ltr"
      value={localDigits(value, locale)}
      onChange={(e) => onChange(asciiDigits(e.target.value).replace(/\D/g, ''))}
    />
  );
}

/** One quote (issue 31): what was asked, its pricing (a new version on each save), sending it, its versions and history. */
export function Component() {
  const q = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const { errors, done, run } = useAction();
  const [lines, setLines] = useState<Line[]>(() => startLines(q));
  const [delivery, setDelivery] = useState(String(rialToToman(q.latest?.deliveryRial ?? 0)));
  const [validDays, setValidDays] = useState(String(q.latest?.validDays ?? 7));
  const [kind, setKind] = useState<TermsKind>(q.latest?.terms.kind ?? 'online');
  const [percent, setPercent] = useState(String(q.latest?.terms.depositPercent ?? 30));
  const [cheques, setCheques] = useState(
    () =>
      q.latest?.terms.instalments.filter((i) => i.kind === 'cheque').map((i) => ({ amount: String(rialToToman(i.amountRial)), due: i.dueDate ?? '' })) ?? [],
  );
  const [note, setNote] = useState(q.latest?.note ?? '');
  const closed = q.status === 'accepted' || q.status === 'declined';

  const payload = () => ({
    id: q.id,
    lines: lines.map((l) =>
      l.kind === 'service'
        ? { title: l.title, priceRial: rial(l.price) }
        : { productItemId: Number(l.productItemId), count: Number(l.count || 0), unitPriceRial: rial(l.unit), discountRial: rial(l.discount) },
    ),
    deliveryRial: rial(delivery),
    validDays: Number(validDays || 0),
    terms: {
      kind,
      ...(kind === 'deposit' && { depositPercent: Number(percent || 0) }),
      ...(kind !== 'online' && { cheques: cheques.map((c) => ({ amountRial: rial(c.amount), dueDate: c.due })) }),
    },
    note: note || undefined,
  });
  const total = quoteTotals(payload().lines, rial(delivery)).totalRial;

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(() => api().call(adminContracts.quotes.save, payload()), t('quotes.saved'));
  };
  const setLine = (i: number, patch: Partial<Line>) => setLines(lines.map((l, n) => (n === i ? ({ ...l, ...patch } as Line) : l)));
  const error = (field: string) =>
    errors.fields[field] && (
      <p className="adm-error" role="alert">
        {errors.fields[field]}
      </p>
    );

  return (
    <>
      <h1>
        <bdi dir="ltr">{localDigits(q.number, locale)}</bdi> · {t(`quotes.statuses.${q.status}`)}
      </h1>
      <dl className="adm-facts">
        <dt>{t('quotes.customer')}</dt>
        <dd>
          {q.customerName}{' '}
          <a href={`tel:${q.mobile}`}>
            <bdi dir="ltr">{localDigits(q.mobile, locale)}</bdi>
          </a>
        </dd>
        {q.company && (
          <>
            <dt>{t('quotes.company')}</dt>
            <dd dir="auto">{q.company}</dd>
          </>
        )}
        <dt>{t('quotes.place')}</dt>
        <dd>
          {q.province}، {q.city}
        </dd>
        {q.visitDate && (
          <>
            <dt>{t('quotes.visitDate')}</dt>
            <dd>
              <Day value={q.visitDate} />
            </dd>
          </>
        )}
        {q.fileUrl && (
          <>
            <dt>{t('quotes.file')}</dt>
            <dd>
              <a href={q.fileUrl} download>
                {t('quotes.download')}
              </a>
            </dd>
          </>
        )}
        {q.productOrderId !== null && (
          <>
            <dt>{t('quotes.order')}</dt>
            <dd>
              <a href={`/admin/orders/${q.productOrderId}`}>
                <Num value={q.productOrderId} />
              </a>
            </dd>
          </>
        )}
      </dl>
      {q.description && (
        <p className="adm-body" dir="auto">
          {q.description}
        </p>
      )}

      <form className="adm-form adm-quote" onSubmit={save}>
        <fieldset disabled={closed}>
          <legend>{t('quotes.lines')}</legend>
          {lines.map((l, i) => (
            <div className="adm-quote__line" key={i} role="group" aria-label={t('quotes.line', { n: i + 1 })}>
              {l.kind === 'item' ? (
                <>
                  <div className="adm-field">
                    <label htmlFor={`ql-item-${i}`}>{t('quotes.item')}</label>
                    <ItemPicker
                      id={`ql-item-${i}`}
                      itemId={l.productItemId}
                      name={l.name}
                      onPick={(productItemId, name) => setLine(i, { productItemId, name })}
                    />
                  </div>
                  <div className="adm-field">
                    <label htmlFor={`ql-count-${i}`}>{t('quotes.count')}</label>
                    <CountInput id={`ql-count-${i}`} value={l.count} onChange={(v) => setLine(i, { count: v })} />
                  </div>
                  <div className="adm-field">
                    <label htmlFor={`ql-unit-${i}`}>{t('quotes.unit')}</label>
                    <MoneyInput id={`ql-unit-${i}`} value={l.unit} onChange={(v) => setLine(i, { unit: v })} />
                  </div>
                  <div className="adm-field">
                    <label htmlFor={`ql-discount-${i}`}>{t('quotes.discount')}</label>
                    <MoneyInput id={`ql-discount-${i}`} value={l.discount} onChange={(v) => setLine(i, { discount: v })} />
                  </div>
                </>
              ) : (
                <>
                  <div className="adm-field">
                    <label htmlFor={`ql-title-${i}`}>{t('quotes.service')}</label>
                    <input id={`ql-title-${i}`} value={l.title} onChange={(e) => setLine(i, { title: e.target.value })} />
                  </div>
                  <div className="adm-field">
                    <label htmlFor={`ql-price-${i}`}>{t('quotes.price')}</label>
                    <MoneyInput id={`ql-price-${i}`} value={l.price} onChange={(v) => setLine(i, { price: v })} />
                  </div>
                </>
              )}
              <button type="button" className="adm-button adm-button--quiet" onClick={() => setLines(lines.filter((_, n) => n !== i))}>
                {t('quotes.removeLine')}
              </button>
              {error(`lines.${i}.productItemId`)}
              {error(`lines.${i}.discountRial`)}
            </div>
          ))}
          {error('lines')}
          <p>
            <button
              type="button"
              className="adm-button adm-button--quiet"
              onClick={() => setLines([...lines, { kind: 'item', productItemId: '', name: '', count: '1', unit: '', discount: '' }])}
            >
              {t('quotes.addItem')}
            </button>{' '}
            <button type="button" className="adm-button adm-button--quiet" onClick={() => setLines([...lines, { kind: 'service', title: '', price: '' }])}>
              {t('quotes.addService')}
            </button>
          </p>
          <div className="adm-field">
            <label htmlFor="q-delivery">{t('quotes.delivery')}</label>
            <MoneyInput id="q-delivery" value={delivery} onChange={setDelivery} />
          </div>
          <p>
            {t('quotes.total')}: <Toman value={rialToToman(total)} />
          </p>
          <div className="adm-field">
            <label htmlFor="q-valid">{t('quotes.validDays')}</label>
            <CountInput id="q-valid" value={validDays} onChange={setValidDays} />
          </div>
          <div className="adm-field">
            <label htmlFor="q-terms">{t('quotes.terms')}</label>
            <select id="q-terms" value={kind} onChange={(e) => setKind(e.target.value as TermsKind)}>
              {(['online', 'deposit', 'cheques'] as const).map((k) => (
                <option key={k} value={k}>
                  {t(`quotes.termsKinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          {kind === 'deposit' && (
            <div className="adm-field">
              <label htmlFor="q-percent">{t('quotes.depositPercent')}</label>
              <CountInput id="q-percent" value={percent} onChange={setPercent} />
              {error('terms.depositPercent')}
            </div>
          )}
          {kind !== 'online' && (
            <fieldset>
              <legend>{t('quotes.cheques', { latest: '' })}</legend>
              <p>
                {t('quotes.latestDue')} <Day value={q.chequeLatestDueDate} />
              </p>
              {cheques.map((c, i) => (
                <div className="adm-quote__line" key={i} role="group" aria-label={t('quotes.cheque', { n: i + 1 })}>
                  <div className="adm-field">
                    <label htmlFor={`qc-amount-${i}`}>{t('quotes.amount')}</label>
                    <MoneyInput
                      id={`qc-amount-${i}`}
                      value={c.amount}
                      onChange={(v) => setCheques(cheques.map((x, n) => (n === i ? { ...x, amount: v } : x)))}
                    />
                  </div>
                  <div className="adm-field adm-date">
                    <label htmlFor={`qc-due-${i}`}>{t('quotes.due')}</label>
                    <DateInput id={`qc-due-${i}`} value={c.due} onChange={(day) => setCheques(cheques.map((x, n) => (n === i ? { ...x, due: day } : x)))} />
                  </div>
                  <button type="button" className="adm-button adm-button--quiet" onClick={() => setCheques(cheques.filter((_, n) => n !== i))}>
                    {t('quotes.removeLine')}
                  </button>
                  {error(`terms.cheques.${i}.dueDate`)}
                  {error(`terms.cheques.${i}.amountRial`)}
                </div>
              ))}
              {error('terms.cheques')}
              <button type="button" className="adm-button adm-button--quiet" onClick={() => setCheques([...cheques, { amount: '', due: '' }])}>
                {t('quotes.addCheque')}
              </button>
            </fieldset>
          )}
          {error('terms.kind')}
          <div className="adm-field">
            <label htmlFor="q-note">{t('quotes.note')}</label>
            <textarea id="q-note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          <FormOutcome general={errors.general} done={done} />
          <button className="adm-button" type="submit">
            {t('quotes.save')}
          </button>{' '}
          <button
            className="adm-button"
            type="button"
            disabled={!q.latest}
            onClick={() => void run(() => api().call(adminContracts.quotes.send, { id: q.id }), t('quotes.sentNotice'))}
          >
            {t('quotes.send', { version: q.latest?.version ?? 0 })}
          </button>
        </fieldset>
      </form>

      <section aria-labelledby="q-versions">
        <h2 id="q-versions">{t('quotes.versions')}</h2>
        <ul>
          {q.versions.map((v) => (
            <li key={v.version}>
              <details>
                <summary>
                  {t('quotes.version', { version: v.version })} · <Toman value={rialToToman(v.totalRial)} /> · {t(`quotes.termsKinds.${v.terms.kind}`)} ·{' '}
                  <When iso={v.createdAt} />
                  {q.offer?.version === v.version && <span className="adm-badge">{t('quotes.statuses.sent')}</span>}
                </summary>
                <ul>
                  {v.lines.map((l, i) => (
                    <li key={i} dir="auto">
                      {l.name} × <Num value={l.count} /> · <Toman value={rialToToman(l.lineRial)} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="q-history">
        <h2 id="q-history">{t('quotes.history')}</h2>
        <ol>
          {q.events.map((e, i) => (
            <li key={i}>
              {t(`quotes.events.${e.kind}`)} · <When iso={e.at} />
              {e.message && <span dir="auto">: {e.message}</span>}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
