import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminItem, AdminProduct } from '../../../shared/contracts/admin/catalog.ts';
import { LOCALE_DIR } from '../../../shared/locale.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { fieldMessages } from '../admin-api.ts';
import { uploadPicture } from '../upload.ts';
import { useI18n } from '../admin-i18n.tsx';
import { SaveStatus, useSave } from '../use-save.tsx';
import { Num } from '../components.tsx';
import { StockAdjust } from '../stock-adjust.tsx';
import { MoneyInput } from '../money-input.tsx';
import { SeoFields } from '../seo-fields.tsx';
import { ProductCertifications } from '../product-certifications.tsx';
import { ItemOwnFields, SpecRows, useCategoryKeys } from '../spec-fields.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const [choices, product] = await Promise.all([
    api().call(adminContracts.catalog.choices, {}),
    params.id ? api().call(adminContracts.catalog.product, { id: Number(params.id) }) : Promise.resolve(null),
  ]);
  return { choices, product };
}

const emptyItem = (): AdminItem => ({
  sku: '',
  nameFa: '',
  nameEn: '',
  priceToman: null,
  stock: 0,
  lowStock: 2,
  active: true,
  titleFa: '',
  titleEn: '',
  specs: [],
});
const emptyProduct = (categoryId: number): AdminProduct => ({
  categoryId,
  brandId: null,
  code: '',
  nameFa: '',
  nameEn: '',
  labelFa: '',
  labelEn: '',
  summaryFa: '',
  summaryEn: '',
  descriptionFa: '',
  descriptionEn: '',
  specs: [],
  active: true,
  featured: false,
  items: [emptyItem()],
});

/**
 * A product in both languages with its items (issue #11). The form checks with the very schema the server uses, and
 * whatever fails, what was typed stays.
 */
export function Component() {
  const { product } = useLoaderData<typeof loader>();
  // A new form for each product: "new" becoming product 12 after its first save starts from what was saved.
  return <ProductForm key={product?.id ?? 'new'} />;
}

function ProductForm() {
  const { choices, product } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const { revalidate } = useRevalidator();
  const {
    value: p,
    set,
    errors,
    general,
    saved,
    sending,
    submit,
  } = useSave<AdminProduct>(product ?? emptyProduct(choices.categories[0]?.id ?? 0), {
    schema: () => import('../../../shared/contracts/admin/catalog.inputs.ts').then((m) => m.product),
    save: (value) => api().call(adminContracts.catalog.saveProduct, value),
    path: 'products',
    labels: 'fields',
  });
  const setItem = (i: number, patch: Partial<AdminItem>) =>
    set(
      'items',
      p.items.map((it, j) => (j === i ? { ...it, ...patch } : it)),
    );
  const keys = useCategoryKeys(p.categoryId);

  const text = (key: keyof AdminProduct, opts: { dir?: 'ltr' | 'rtl'; area?: boolean } = {}) => {
    const id = `f-${String(key)}`;
    const error = errors[String(key)];
    const props = {
      id,
      name: String(key),
      dir: opts.dir,
      value: String(p[key] ?? ''),
      'aria-invalid': !!error,
      'aria-describedby': error ? `${id}-e` : undefined,
      onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    };
    return (
      <div className="adm-field">
        <label htmlFor={id}>{t(`fields.${String(key)}`)}</label>
        {opts.area ? <textarea rows={5} {...props} /> : <input {...props} />}
        {error && (
          <p id={`${id}-e`} className="adm-error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const name = (c: { nameFa: string; nameEn: string }) => (locale === 'fa' ? c.nameFa : c.nameEn);

  return (
    <form className="adm-form" onSubmit={submit} noValidate>
      <h1>{p.id ? name(p) || t('products.edit') : t('products.new')}</h1>
      <SaveStatus general={general} saved={saved} />
      <fieldset>
        <legend>{t('products.basics')}</legend>
        <div className="adm-grid">
          {text('nameFa', { dir: 'rtl' })}
          {text('nameEn', { dir: 'ltr' })}
          {text('labelFa', { dir: 'rtl' })}
          {text('labelEn', { dir: 'ltr' })}
          {text('code', { dir: 'ltr' })}
          <div className="adm-field">
            <label htmlFor="f-categoryId">{t('fields.categoryId')}</label>
            <select id="f-categoryId" value={p.categoryId} onChange={(e) => set('categoryId', Number(e.target.value))}>
              {choices.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {name(c)}
                </option>
              ))}
            </select>
          </div>
          <div className="adm-field">
            <label htmlFor="f-brandId">{t('fields.brandId')}</label>
            <select id="f-brandId" value={p.brandId ?? ''} onChange={(e) => set('brandId', e.target.value ? Number(e.target.value) : null)}>
              <option value="">{t('products.noBrand')}</option>
              {choices.brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {name(b)}
                </option>
              ))}
            </select>
          </div>
          <div className="adm-checks">
            <label>
              <input type="checkbox" checked={p.active} onChange={(e) => set('active', e.target.checked)} /> {t('products.active')}
            </label>
            <label>
              <input type="checkbox" checked={p.featured} onChange={(e) => set('featured', e.target.checked)} /> {t('products.featured')}
            </label>
          </div>
        </div>
        <div className="adm-grid">
          {text('summaryFa', { dir: 'rtl', area: true })}
          {text('summaryEn', { dir: 'ltr', area: true })}
          {text('descriptionFa', { dir: 'rtl', area: true })}
          {text('descriptionEn', { dir: 'ltr', area: true })}
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('products.items')}</legend>
        {errors.items && <p className="adm-error">{errors.items}</p>}
        {p.items.map((item, i) => (
          <div className="adm-item" key={item.id ?? `new-${i}`}>
            <ItemInput i={i} k="sku" item={item} setItem={setItem} errors={errors} dir="ltr" />
            <ItemInput i={i} k="nameFa" item={item} setItem={setItem} errors={errors} dir="rtl" />
            <ItemInput i={i} k="nameEn" item={item} setItem={setItem} errors={errors} dir="ltr" />
            <ItemInput i={i} k="priceToman" item={item} setItem={setItem} errors={errors} numeric />
            {item.id ? <ItemStock i={i} item={item} setItem={setItem} /> : <ItemInput i={i} k="stock" item={item} setItem={setItem} errors={errors} numeric />}
            <ItemInput i={i} k="lowStock" item={item} setItem={setItem} errors={errors} numeric />
            <label className="adm-inline">
              <input type="checkbox" checked={item.active} onChange={(e) => setItem(i, { active: e.target.checked })} /> {t('products.active')}
            </label>
            <ItemOwnFields i={i} item={item} keys={keys} setItem={setItem} errors={errors} />
            {p.items.length > 1 && (
              <button
                type="button"
                className="adm-button adm-button--quiet"
                onClick={() =>
                  set(
                    'items',
                    p.items.filter((_, j) => j !== i),
                  )
                }
              >
                {t('products.removeItem')}
              </button>
            )}
          </div>
        ))}
        <button type="button" className="adm-button adm-button--quiet" onClick={() => set('items', [...p.items, emptyItem()])}>
          {t('products.addItem')}
        </button>
      </fieldset>

      <fieldset>
        <legend>{t('products.specs')}</legend>
        <SpecRows keys={keys} specs={p.specs} setSpecs={(specs) => set('specs', specs)} errors={errors} />
      </fieldset>

      <SeoFields value={p} set={set} errors={errors} titleFrom="name" descriptionFrom="summary" />

      {p.id && product && <Pictures product={product} onChange={revalidate} />}
      {p.id && product && <ProductCertifications productId={p.id} certifications={product.certifications ?? []} />}

      <div className="adm-actions">
        <button className="adm-button" type="submit" disabled={sending}>
          {t('form.save')}
        </button>
        {p.id && (
          <a
            href={`${locale === 'fa' ? '' : '/en'}/pr/${p.id}/${encodeURIComponent((locale === 'fa' ? p.labelFa : p.labelEn).replace(/\s+/g, '-'))}/`}
            target="_blank"
            rel="noreferrer"
          >
            {t('products.view')}
          </a>
        )}
      </div>
    </form>
  );
}

/**
 * A saved item's stock: its level and a change with a reason (audited), made at once and apart from saving the product,
 * so sales in between are never overwritten by what the form loaded.
 */
function ItemStock({ i, item, setItem }: { i: number; item: AdminItem; setItem: (i: number, patch: Partial<AdminItem>) => void }) {
  const { t } = useI18n();
  return (
    <div className="adm-field adm-item-stock">
      <span className="adm-label" id={`item-${i}-stock-label`}>
        {t('products.item.stock')}
      </span>
      <output id={`item-${i}-stock`} aria-labelledby={`item-${i}-stock-label`}>
        <Num value={item.stock} />
      </output>
      <small>{t('products.item.stockByAdjustment')}</small>
      <StockAdjust itemId={item.id!} idPrefix={`item-${i}-adjust`} onAdjusted={(stock) => setItem(i, { stock })} />
    </div>
  );
}

function ItemInput({
  i,
  k,
  item,
  setItem,
  errors,
  dir,
  numeric,
}: {
  i: number;
  k: 'sku' | 'nameFa' | 'nameEn' | 'priceToman' | 'stock' | 'lowStock';
  item: AdminItem;
  setItem: (i: number, patch: Partial<AdminItem>) => void;
  errors: Record<string, string>;
  dir?: 'ltr' | 'rtl';
  numeric?: boolean;
}) {
  const { t } = useI18n();
  const id = `item-${i}-${k}`;
  const error = errors[`items.${i}.${k}`] ?? (k === 'sku' ? errors.sku : undefined);
  const value = item[k];
  const described = { 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-e` : undefined };
  return (
    <div className="adm-field">
      <label htmlFor={id}>{t(`products.item.${k}`)}</label>
      {/* Numbers in the page's digits, typed in either script (MoneyInput groups and converts them). */}
      {k === 'priceToman' ? (
        <MoneyInput
          id={id}
          value={item.priceToman}
          {...described}
          onChange={(digits) => setItem(i, { priceToman: digits === '' ? null : (digits as never) })}
        />
      ) : numeric ? (
        <MoneyInput id={id} value={value as number | null} {...described} onChange={(digits) => setItem(i, { [k]: digits as never })} />
      ) : (
        <input id={id} dir={dir} value={value === null ? '' : String(value)} {...described} onChange={(e) => setItem(i, { [k]: e.target.value })} />
      )}
      {error && (
        <p id={`${id}-e`} className="adm-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Arrows pointing towards the start (earlier) or the end (later) of a row in the page's direction. */
const ARROWS = { rtl: { earlier: '→', later: '←' }, ltr: { earlier: '←', later: '→' } } as const;
type Direction = 'earlier' | 'later';

/**
 * Pictures: uploaded through the site's picture address, then stored for the product in the sizes the site serves; put
 * in order with "earlier" and "later" (the first is the product's main picture on the site).
 */
function Pictures({ product, onChange }: { product: AdminProduct; onChange(): Promise<void> }) {
  const { t, locale } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  const pictures = useMemo(() => product.pictures ?? [], [product.pictures]);
  // The picture's place changes under the pressed button (moving a focused element drops its focus): once the page
  // shows the new order and the buttons are usable again, the keyboard goes back to that picture, on the same button or
  // (at an end, where that one is disabled) the other one.
  const refocus = useRef<{ id: number; direction: Direction; order: string } | null>(null);
  useEffect(() => {
    if (busy || !refocus.current || refocus.current.order !== pictures.map((pic) => pic.id).join()) return;
    const { id, direction } = refocus.current;
    refocus.current = null;
    const same = document.getElementById(`pic-${id}-${direction}`) as HTMLButtonElement | null;
    (same && !same.disabled ? same : document.getElementById(`pic-${id}-${direction === 'earlier' ? 'later' : 'earlier'}`))?.focus();
  }, [busy, pictures]);
  const nameOf = (i: number) => {
    const alt = locale === 'fa' ? pictures[i].altFa : pictures[i].altEn;
    return alt ? t('products.pictureNamed', { n: i + 1, alt }) : t('products.pictureN', { n: i + 1 });
  };
  async function move(id: number, direction: Direction) {
    setBusy(true);
    setError(null);
    setMoved(null);
    try {
      const order = await api().call(adminContracts.catalog.movePicture, { id, direction });
      await onChange();
      const at = order.findIndex((pic) => pic.id === id);
      setMoved(t('products.pictureMoved', { n: at + 1, total: order.length }));
      refocus.current = { id, direction, order: order.map((pic) => pic.id).join() };
    } catch (err) {
      setError(fieldMessages(err).general[0] ?? Object.values(fieldMessages(err).fields)[0] ?? null);
    } finally {
      setBusy(false);
    }
  }
  async function add(event: FormEvent<HTMLFieldSetElement>) {
    const form = event.currentTarget as HTMLFieldSetElement;
    const file = (form.querySelector('#pic-file') as HTMLInputElement).files?.[0];
    const altFa = (form.querySelector('#pic-alt-fa') as HTMLInputElement).value;
    const altEn = (form.querySelector('#pic-alt-en') as HTMLInputElement).value;
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const uploadId = await uploadPicture(file, locale, t('form.fix'));
      await api().call(adminContracts.catalog.addPicture, { productId: product.id!, uploadId, altFa, altEn });
      (form.querySelector('#pic-file') as HTMLInputElement).value = '';
      await onChange();
    } catch (err) {
      setError(fieldMessages(err).general[0] ?? Object.values(fieldMessages(err).fields)[0] ?? null);
    } finally {
      setBusy(false);
    }
  }
  return (
    <fieldset onSubmit={(e) => e.preventDefault()}>
      <legend>{t('products.pictures')}</legend>
      <ul className="adm-pictures">
        {pictures.map((pic, i) => (
          <li key={pic.id}>
            <img src={pic.url} alt={locale === 'fa' ? pic.altFa : pic.altEn} width={160} />
            {i === 0 && <span className="adm-pictures__main">{t('products.mainPicture')}</span>}
            <div className="adm-pictures__order">
              {(['earlier', 'later'] as const).map((direction) => (
                <button
                  key={direction}
                  id={`pic-${pic.id}-${direction}`}
                  type="button"
                  className="adm-button adm-button--quiet adm-button--small"
                  data-move={direction}
                  aria-label={t(direction === 'earlier' ? 'products.moveEarlier' : 'products.moveLater', { picture: nameOf(i) })}
                  disabled={busy || (direction === 'earlier' ? i === 0 : i === pictures.length - 1)}
                  onClick={() => void move(pic.id, direction)}
                >
                  <span aria-hidden="true">
                    {direction === 'earlier'
                      ? `${ARROWS[LOCALE_DIR[locale]].earlier} ${t('products.earlier')}`
                      : `${t('products.later')} ${ARROWS[LOCALE_DIR[locale]].later}`}
                  </span>
                </button>
              ))}
            </div>
            <button
              type="button"
              className="adm-button adm-button--quiet"
              onClick={async () => {
                await api().call(adminContracts.catalog.removePicture, { id: pic.id });
                await onChange();
              }}
            >
              {t('products.removePicture')}
            </button>
          </li>
        ))}
      </ul>
      {moved && (
        <p className="adm-notice" role="status">
          {moved}
        </p>
      )}
      <div className="adm-grid">
        <div className="adm-field">
          <label htmlFor="pic-file">{t('products.pictureFile')}</label>
          <input id="pic-file" type="file" accept="image/jpeg,image/png,image/webp" />
        </div>
        <div className="adm-field">
          <label htmlFor="pic-alt-fa">{t('products.altFa')}</label>
          <input id="pic-alt-fa" dir="rtl" />
        </div>
        <div className="adm-field">
          <label htmlFor="pic-alt-en">{t('products.altEn')}</label>
          <input id="pic-alt-en" dir="ltr" />
        </div>
      </div>
      {error && (
        <p className="adm-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="adm-button adm-button--quiet"
        disabled={busy}
        onClick={(e) => add({ currentTarget: e.currentTarget.closest('fieldset')! } as never)}
      >
        {t('products.addPicture')}
      </button>
    </fieldset>
  );
}
