import { Form, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { addressContracts, orderContracts } from '../../shared/contracts/checkout.ts';
import { authContracts, likeContracts, type AuthUser } from '../../shared/contracts/auth.ts';
import { formatNumber, localDigits } from '../../shared/format.ts';
import { formatDate } from '../../shared/format-date.ts';
import { localeFromPath } from '../../shared/locale.ts';
import { ApiError, loaderApi } from '../api/client.ts';
import { readForm } from '../api/form-data.ts';
import { useLocale } from '../i18n/locale.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { productPath, orderPath } from '../../shared/routes.ts';
import { Price } from '../ui/price.tsx';
import { sessionStore } from '../auth/session.ts';
import { useEffect } from 'react';
import { buyerContracts } from '../../shared/contracts/buyers.ts';
import { BuyerProfiles, type BuyerResult } from '../checkout/buyer-profiles.tsx';
import { stockAlertContracts } from '../../shared/contracts/stock-alerts.ts';
import { REMOVE_STOCK_ALERT, StockAlertList } from '../catalog/stock-alert-list.tsx';

/** The signed-in customer's account: awaited together (one round trip in process); a visitor gets a login link. */
export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const user = await api.call(authContracts.user, {}).catch(() => null);
  if (!user) return { user: null, orders: [], addresses: [], likes: [], buyers: [], stockAlerts: [] };
  const [orders, addresses, likes, buyers, stockAlerts] = await Promise.all([
    api.call(orderContracts.list, {}),
    api.call(addressContracts.list, {}),
    api.call(likeContracts.list, {}).catch(() => []),
    api.call(buyerContracts.list, {}),
    api.call(stockAlertContracts.list, {}),
  ]);
  return { user, orders, addresses, likes, buyers, stockAlerts };
}

/** "Save" keeps the edited name and e-mail (the loader then reads them back); "log out" ends the session and goes home. */
export async function action(args: ActionFunctionArgs) {
  const api = loaderApi(args);
  const form = await readForm(args.request);
  const intent = form.get('intent');
  if (intent === 'buyer-save' || intent === 'buyer-delete') return { saved: false, errors: [], buyer: await buyerAction(api, form, intent) };
  if (intent === REMOVE_STOCK_ALERT) {
    try {
      await api.call(stockAlertContracts.remove, { productItemId: Number(form.get('productItemId')) });
      return { saved: false, errors: [] };
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) return { saved: false, errors: err.messages };
      throw err;
    }
  }
  if (intent === 'profile') {
    try {
      await api.call(authContracts.updateUser, {
        fullName: String(form.get('fullName') ?? ''),
        email: String(form.get('email') ?? ''),
        reviewInvites: form.get('reviewInvites') === 'on',
      });
      return { saved: true, errors: [] };
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) return { saved: false, errors: err.messages };
      throw err;
    }
  }
  await api.call(authContracts.logout, {});
  return redirect(localeFromPath(new URL(args.request.url).pathname) === 'en' ? '/en/' : '/');
}

/** Saves or removes a buyer profile; a refusal comes back to the form it came from, naming the field. */
async function buyerAction(api: ReturnType<typeof loaderApi>, form: FormData, intent: 'buyer-save' | 'buyer-delete'): Promise<BuyerResult> {
  const text = (name: string) => String(form.get(name) ?? '');
  const id = Number(form.get('id')) || undefined;
  const formId = text('buyerForm') || String(id ?? 'new');
  try {
    if (intent === 'buyer-delete') {
      await api.call(buyerContracts.remove, { id: id ?? 0 });
      return { form: formId, errors: [], removed: true };
    }
    const kind = text('kind') === 'company' ? 'company' : 'person';
    await api.call(buyerContracts.save, {
      id,
      kind,
      name: text('name'),
      nationalId: text('nationalId'),
      // A person's form may still hold what was typed in the company's fields: only a company's are sent.
      economicCode: kind === 'company' ? text('economicCode') : null,
      registrationNo: kind === 'company' ? text('registrationNo') : null,
      postalCode: text('postalCode'),
      address: text('address'),
      phone: text('phone'),
    });
    return { form: formId, errors: [], saved: true };
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) return { form: formId, errors: err.messages };
    throw err;
  }
}

/** The name and e-mail, edited in place; works as a plain form without JavaScript. */
function ProfileForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation('checkout');
  const result = useActionData<typeof action>();
  const saving = useNavigation().formData?.get('intent') === 'profile';
  const fieldError = (field: string) => result?.errors.find((m) => m.item2 === field)?.item1;
  const field = (name: 'fullName' | 'email', props: Record<string, unknown>) => (
    <div className="field">
      <label htmlFor={`profile-${name}`}>{t(`profile.${name === 'fullName' ? 'name' : 'email'}`)}</label>
      <input
        id={`profile-${name}`}
        name={name}
        defaultValue={(name === 'fullName' ? user.fullName : user.email) ?? ''}
        aria-invalid={Boolean(fieldError(name))}
        aria-describedby={fieldError(name) ? `profile-${name}-error` : undefined}
        {...props}
      />
      {fieldError(name) && (
        <p className="field-error" id={`profile-${name}-error`}>
          {fieldError(name)}
        </p>
      )}
    </div>
  );
  return (
    <Form method="post" className="profile__form">
      <input type="hidden" name="intent" value="profile" />
      {field('fullName', { required: true, maxLength: 100, autoComplete: 'name' })}
      {field('email', { type: 'email', dir: 'ltr', maxLength: 200, autoComplete: 'email' })}
      <label className="profile__check">
        <input type="checkbox" name="reviewInvites" defaultChecked={user.reviewInvites} /> {t('profile.reviewInvites')}
      </label>
      <button type="submit" className="button button--primary" disabled={saving}>
        {t('profile.save')}
      </button>
      {result?.saved && (
        <p className="notice notice--success" role="status">
          {t('profile.saved')}
        </p>
      )}
    </Form>
  );
}

export function Component() {
  const { user, orders, addresses, likes, buyers, stockAlerts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // The header reads the session: a saved name (the loader reads the user again after it) reaches it at once.
  useEffect(() => {
    if (user) sessionStore.set({ user, settled: true });
  }, [user]);
  const { t } = useTranslation(['checkout', 'common']);
  const locale = useLocale();
  const title = t('checkout:profile.title');
  return (
    <main className="container profile">
      <PageMeta title={title} description={t('checkout:profile.description')} />
      <PageTitle title={title} crumbs={[{ label: title }]} />
      {!user ? (
        <p>
          <AppLink to="/loginRegister/?returnUrl=/profile/" className="button button--primary">
            {t('checkout:profile.loginFirst')}
          </AppLink>
        </p>
      ) : (
        <div className="profile__grid">
          <section aria-labelledby="profile-account">
            <h2 id="profile-account">{t('checkout:profile.account')}</h2>
            <dl className="profile__account">
              <dt>{t('checkout:profile.mobile')}</dt>
              <dd>
                <bdi dir="ltr">{localDigits(user.mobile, locale)}</bdi>
              </dd>
            </dl>
            <ProfileForm user={user} />
            <Form method="post">
              <input type="hidden" name="intent" value="logout" />
              <button type="submit" className="button">
                {t('checkout:profile.logout')}
              </button>
            </Form>
          </section>
          <section aria-labelledby="profile-orders">
            <h2 id="profile-orders">{t('checkout:profile.orders')}</h2>
            <p>
              <AppLink to="/profile/quotes/">{t('checkout:profile.quotes')}</AppLink>
            </p>
            <p>
              <AppLink to="/profile/equipment/">{t('checkout:profile.equipment')}</AppLink>
            </p>
            {orders.length === 0 ? (
              <p>{t('checkout:profile.noOrders')}</p>
            ) : (
              <ul className="profile__orders">
                {orders.map((o) => (
                  <li key={o.productOrderId}>
                    {/* The whole row is the link (a finger's target, not a 14 px «#۱»), read as its words. */}
                    <AppLink className="profile__order" to={orderPath(o.productOrderId)}>
                      <strong className="profile__order-id">{t('checkout:order.title', { id: formatNumber(o.productOrderId, locale) })}</strong>
                      <time dateTime={o.createdAt}>{formatDate(o.createdAt, locale)}</time>
                      <span className={`order-status order-status--${o.status}`}>{t(`checkout:status.${o.status}`)}</span>
                      <Price rial={o.totalRial} productId={0} />
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="profile-addresses">
            <h2 id="profile-addresses">{t('checkout:profile.addresses')}</h2>
            <ul className="profile__addresses">
              {addresses.map((a) => (
                <li key={a.id}>
                  <MixedText text={`${a.receiverName} — ${a.province}، ${a.city}، ${a.street}`} /> <bdi dir="ltr">{localDigits(a.postalCode, locale)}</bdi>
                </li>
              ))}
            </ul>
          </section>
          <BuyerProfiles buyers={buyers} result={result?.buyer} />
          <section aria-labelledby="profile-likes">
            <h2 id="profile-likes">{t('checkout:profile.likes')}</h2>
            {likes.length === 0 ? (
              <p>{t('checkout:profile.noLikes')}</p>
            ) : (
              <ul className="profile__likes">
                {likes.map((l) => (
                  <li key={l.id}>
                    <AppLink to={productPath(l.id, l.label)}>
                      <MixedText text={l.name} />
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <StockAlertList alerts={stockAlerts} />
        </div>
      )}
    </main>
  );
}
