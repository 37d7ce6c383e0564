import { useEffect, useState } from 'react';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { quoteContracts } from '../../shared/contracts/quotes.ts';
import { buyerContracts } from '../../shared/contracts/buyers.ts';
import { localDigits } from '../../shared/format.ts';
import { authContracts } from '../../shared/contracts/auth.ts';
import { cartContracts, type CartData } from '../../shared/contracts/cart.ts';
import { catalogContracts, type ProductInfo } from '../../shared/contracts/catalog.ts';
import { searchContracts } from '../../shared/contracts/search.ts';
import { addressContracts, type Province } from '../../shared/contracts/checkout.ts';
import { CART_UPDATE } from '../../shared/cart-update-types.ts';
import { addDays, tehranDayOf } from '../../shared/tehran-day.ts';
import { localeFromPath, localizePath } from '../../shared/locale.ts';
import { quotePath } from '../../shared/routes.ts';
import { ApiError, loaderApi } from '../api/client.ts';
import { browserApi } from '../api/browser-api.ts';
import { readForm } from '../api/form-data.ts';
import { ownOrNotFound } from '../api/own-data.ts';
import { useLocale } from '../i18n/locale.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { LazyDatePicker } from '../date-picker/lazy-date-picker.tsx';
import { FileUpload } from '../forms/file-upload.tsx';
import { parseDraftLines, serialiseDraftLines, withOneMore, type DraftRef } from '../quotes/draft-lines.ts';

interface DraftLine extends DraftRef {
  name: string;
}

/** An item the catalogue search found, to add to the request. */
interface Found {
  productId: number;
  productItemId: number;
  name: string;
  sku: string;
}

const itemName = (product: ProductInfo, item: ProductInfo['items'][number]) => [product.name, item.name].filter(Boolean).join(' – ');

/** Each product once, read for the names of its items (an unknown or retired one is left out). */
async function productsById(api: ReturnType<typeof loaderApi>, ids: number[]) {
  const found = await Promise.all([...new Set(ids)].map((id) => api.call(catalogContracts.productInfo, { id }).catch(() => null)));
  return new Map(found.filter((p): p is ProductInfo => p !== null).map((p) => [p.id, p]));
}

/**
 * The request's lines: those picked on this page (`?lines=`, draft-lines.ts), else as its entry gave them:
 * `?items=cart` the basket's lines, `?product=<id>` a price-on-request product's first item; none from the
 * consultation pop-up (a description then). `?q=` searches the catalogue for items to add. Signed-in only: a visitor
 * logs in first.
 */
export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  await ownOrNotFound(api.call(authContracts.user, {}), args.request);
  const query = new URL(args.request.url).searchParams;
  let lines: DraftLine[] = [];
  if (query.has('lines')) {
    const refs = parseDraftLines(query.get('lines'));
    const products = await productsById(
      api,
      refs.map((r) => r.productId),
    );
    lines = refs.flatMap((r) => {
      const product = products.get(r.productId);
      const item = product?.items.find((i) => i.id === r.productItemId);
      return product && item ? [{ ...r, name: itemName(product, item) }] : [];
    });
  } else if (query.get('items') === 'cart') {
    const cart = (await api.call(cartContracts.cart, { cartUpdateType: CART_UPDATE.getCart }).catch(() => null)) as CartData | null;
    lines = (cart?.cartItems ?? []).map((l) => ({
      productId: l.productId,
      productItemId: l.productItemId,
      count: l.count,
      name: [l.name, l.itemName].filter(Boolean).join(' – '),
    }));
  } else if (Number(query.get('product')) > 0) {
    const product = await api.call(catalogContracts.productInfo, { id: Number(query.get('product')) }).catch(() => null);
    const item = product?.items[0];
    if (product && item) lines = [{ productId: product.id, productItemId: item.id, count: 1, name: product.name }];
  }
  const q = (query.get('q') ?? '').trim().slice(0, 100);
  let found: Found[] = [];
  if (q) {
    const suggested = await api.call(searchContracts.suggest, { q }).catch(() => []);
    const products = await productsById(
      api,
      suggested.slice(0, PICKER_PRODUCTS).map((s) => s.id),
    );
    found = [...products.values()].flatMap((p) => p.items.map((i) => ({ productId: p.id, productItemId: i.id, name: itemName(p, i), sku: i.sku })));
  }
  // The customer's buyer profiles, to name the one the project's invoice is made out to.
  const buyers = await api.call(buyerContracts.list, {}).catch(() => []);
  return { lines, buyers, q, found };
}

/** Products a catalogue search on this page lists, each with all its models. */
const PICKER_PRODUCTS = 6;

export async function action(args: ActionFunctionArgs) {
  const api = loaderApi(args);
  const form = await readForm(args.request);
  const ids = form.getAll('productItemId').map(Number);
  const counts = form.getAll('count').map(Number);
  const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
  try {
    const created = await api.call(quoteContracts.request, {
      lines: ids.map((productItemId, i) => ({ productItemId, count: counts[i] || 1 })).filter((l) => l.count > 0),
      description: text('description'),
      company: text('company'),
      province: String(form.get('province') ?? ''),
      city: String(form.get('city') ?? ''),
      visitDate: text('visitDate'),
      fileId: form.get('fileId') ? Number(form.get('fileId')) : undefined,
      buyerId: form.get('buyerId') ? Number(form.get('buyerId')) : undefined,
    });
    return redirect(localizePath(quotePath(created.quoteId), localeFromPath(new URL(args.request.url).pathname)));
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) return { errors: err.messages };
    throw err;
  }
}

/** Province, then its cities, from the site's provinces list (read after the page has loaded, as the address form does). */
function PlaceFields({ errorOf }: { errorOf(field: string): string | undefined }) {
  const { t } = useTranslation('quotes');
  const locale = useLocale();
  const [provinces, setProvinces] = useState<Province[]>([]);
  const [province, setProvince] = useState('');
  useEffect(() => {
    void browserApi()
      .call(addressContracts.provinces, {})
      .then(setProvinces)
      .catch(() => setProvinces([]));
  }, []);
  const cities = provinces.find((p) => p.fa === province)?.cities ?? [];
  const field = (name: 'province' | 'city', label: string, options: { value: string; label: string }[], onChange?: (v: string) => void) => (
    <div className="field">
      <label htmlFor={`quote-${name}`}>{label}</label>
      <select
        id={`quote-${name}`}
        name={name}
        required
        onChange={(e) => onChange?.(e.target.value)}
        aria-invalid={Boolean(errorOf(name))}
        aria-describedby={errorOf(name) ? `quote-${name}-error` : undefined}
      >
        <option value="">{t('new.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errorOf(name) && (
        <p id={`quote-${name}-error`} className="field-error">
          {errorOf(name)}
        </p>
      )}
    </div>
  );
  return (
    <>
      {field(
        'province',
        t('new.province'),
        provinces.map((p) => ({ value: p.fa, label: locale === 'en' ? p.en : p.fa })),
        setProvince,
      )}
      {field(
        'city',
        t('new.city'),
        cities.map((c) => ({ value: c, label: c })),
      )}
    </>
  );
}

/**
 * Items from the catalogue: a search (a GET of this page, so it works before the JavaScript has loaded) whose every
 * model has an "add" link carrying the lines so far. Outside the request's own form: forms do not nest.
 */
function CatalogPicker({ lines, q, found }: { lines: DraftLine[]; q: string; found: Found[] }) {
  const { t } = useTranslation('quotes');
  const chosen = serialiseDraftLines(lines);
  return (
    <section className="quote-new__pick" aria-labelledby="quote-pick-heading">
      <h2 id="quote-pick-heading">{t('new.pickTitle')}</h2>
      <Form method="get" role="search" className="quote-new__search" preventScrollReset>
        {chosen && <input type="hidden" name="lines" value={chosen} />}
        <label htmlFor="quote-pick-q">{t('new.pickLabel')}</label>
        <input id="quote-pick-q" name="q" type="search" defaultValue={q} maxLength={100} enterKeyHint="search" />
        <button type="submit" className="button">
          {t('new.pickSearch')}
        </button>
      </Form>
      {q && found.length === 0 && <p role="status">{t('new.pickNone')}</p>}
      {found.length > 0 && (
        <ul className="quote-new__found">
          {found.map((f) => (
            <li key={f.productItemId}>
              <span>
                <bdi>
                  <MixedText text={f.name} />
                </bdi>{' '}
                <bdi dir="ltr" className="quote-new__sku">
                  {f.sku}
                </bdi>
              </span>
              <Link
                className="button"
                preventScrollReset
                to={`?${new URLSearchParams({ lines: serialiseDraftLines(withOneMore(lines, f)), q })}`}
                aria-label={t('new.pickAddNamed', { name: f.name })}
              >
                {t('new.pickAdd')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Component() {
  const { lines, buyers, q, found } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation(['quotes', 'checkout']);
  const locale = useLocale();
  const [fileId, setFileId] = useState<number | null>(null);
  const title = t('quotes:new.title');
  const errorOf = (field: string) => result?.errors.find((e) => e.item2 === field)?.item1;
  const general = result?.errors.filter((e) => !e.item2 || !['province', 'city', 'description', 'visitDate'].includes(e.item2));
  const tomorrow = addDays(tehranDayOf(new Date()), 1);
  return (
    <main className="container quote-new">
      <PageMeta title={title} description={t('quotes:new.description')} />
      <PageTitle
        title={title}
        crumbs={[{ label: t('checkout:profile.title'), to: '/profile/' }, { label: t('quotes:list.title'), to: '/profile/quotes/' }, { label: title }]}
      />
      <p>{t('quotes:new.intro')}</p>
      <CatalogPicker lines={lines} q={q} found={found} />
      <Form method="post" className="quote-new__form" noValidate>
        <fieldset>
          <legend>{t('quotes:new.lines')}</legend>
          {lines.length === 0 && <p>{t('quotes:new.none')}</p>}
          {lines.map((l) => (
            // Keyed by the count too: a line the picker added to again shows its new count (a kept input keeps its old value).
            <div className="field quote-new__line" key={`${l.productItemId}-${l.count}`}>
              <input type="hidden" name="productItemId" value={l.productItemId} />
              <label htmlFor={`quote-count-${l.productItemId}`}>
                <bdi>
                  <MixedText text={l.name} />
                </bdi>{' '}
                — {t('quotes:new.count')}
              </label>
              <input id={`quote-count-${l.productItemId}`} name="count" type="number" min={0} max={100000} defaultValue={l.count} inputMode="numeric" />
            </div>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="quote-description">{t('quotes:new.descriptionLabel')}</label>
          <textarea
            id="quote-description"
            name="description"
            rows={5}
            maxLength={4000}
            aria-invalid={Boolean(errorOf('description'))}
            aria-describedby={errorOf('description') ? 'quote-description-error' : undefined}
          />
          {errorOf('description') && (
            <p id="quote-description-error" className="field-error">
              {errorOf('description')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="quote-company">{t('quotes:new.companyLabel')}</label>
          <input id="quote-company" name="company" maxLength={200} autoComplete="organization" />
        </div>
        {buyers.length > 0 && (
          <div className="field">
            <label htmlFor="quote-buyer">{t('quotes:new.buyer')}</label>
            <select id="quote-buyer" name="buyerId" defaultValue="">
              <option value="">{t('checkout:payment.plainInvoice')}</option>
              {buyers.map((b) => (
                <option key={b.id} value={b.id}>
                  {`${b.name} — ${t(b.kind === 'company' ? 'checkout:buyers.company' : 'checkout:buyers.person')} ${localDigits(b.nationalId, locale)}`}
                </option>
              ))}
            </select>
          </div>
        )}
        <PlaceFields errorOf={errorOf} />
        <div className="field">
          <label htmlFor="quote-visit">{t('quotes:new.visitDate')}</label>
          <LazyDatePicker
            id="quote-visit"
            name="visitDate"
            type="date"
            format="YYYY-MM-DD"
            min={new Date(`${tomorrow}T12:00:00Z`)}
            invalid={Boolean(errorOf('visitDate'))}
            describedBy={errorOf('visitDate') ? 'quote-visit-error' : undefined}
          />
          {errorOf('visitDate') && (
            <p id="quote-visit-error" className="field-error">
              {errorOf('visitDate')}
            </p>
          )}
        </div>
        <div className="field">
          <FileUpload onUploaded={(f) => setFileId(f?.id ?? null)} />
          {fileId !== null && <input type="hidden" name="fileId" value={fileId} />}
        </div>
        {general?.map((e, i) => (
          <p key={i} className="field-error" role="alert">
            {e.item1}
          </p>
        ))}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('quotes:new.submit')}
        </button>
      </Form>
    </main>
  );
}
