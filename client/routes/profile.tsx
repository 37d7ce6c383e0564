import '../common.ts';
import { Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contracts } from '../../shared/contracts/index.ts';
import { formatDate, formatNumber } from '../../shared/format.ts';
import { localeFromPath } from '../../shared/locale.ts';
import { loaderApi } from '../api/client.ts';
import { useLocale } from '../locale.ts';
import { PageMeta } from '../components/site/page-meta.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { AppLink } from '../components/ui/app-link.tsx';
import { Price } from '../components/ui/price.tsx';

/** The signed-in customer's account: awaited together (one round trip in process); a visitor gets a login link. */
export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const user = await api.call(contracts.auth.user, {}).catch(() => null);
  if (!user) return { user: null, orders: [], addresses: [], likes: [] };
  const [orders, addresses, likes] = await Promise.all([
    api.call(contracts.orders.list, {}),
    api.call(contracts.address.list, {}),
    api.call(contracts.likes.list, {}).catch(() => []),
  ]);
  return { user, orders, addresses, likes };
}

/** Log out, then home. */
export async function action(args: ActionFunctionArgs) {
  await loaderApi(args).call(contracts.auth.logout, {});
  return redirect(localeFromPath(new URL(args.request.url).pathname) === 'en' ? '/en/' : '/');
}

export function Component() {
  const { user, orders, addresses, likes } = useLoaderData<typeof loader>();
  const { t } = useTranslation(['checkout', 'common']);
  const locale = useLocale();
  const title = t('checkout:profile.title');
  return (
    <main className="container profile">
      <PageMeta title={title} description={t('checkout:profile.description')} />
      <PageTitle title={title} crumbs={[{ label: title }]} />
      {!user ? (
        <p><AppLink to="/loginRegister/?returnUrl=/profile/" className="button button--primary">{t('checkout:profile.loginFirst')}</AppLink></p>
      ) : (
        <div className="profile__grid">
          <section aria-labelledby="profile-account">
            <h2 id="profile-account">{t('checkout:profile.account')}</h2>
            <dl className="profile__account">
              <dt>{t('checkout:profile.name')}</dt>
              <dd>{user.fullName}</dd>
              <dt>{t('checkout:profile.mobile')}</dt>
              <dd><bdi dir="ltr">{user.mobile}</bdi></dd>
              {user.email && (
                <>
                  <dt>{t('checkout:profile.email')}</dt>
                  <dd><bdi dir="ltr">{user.email}</bdi></dd>
                </>
              )}
            </dl>
            <Form method="post">
              <button type="submit" className="button">{t('checkout:profile.logout')}</button>
            </Form>
          </section>
          <section aria-labelledby="profile-orders">
            <h2 id="profile-orders">{t('checkout:profile.orders')}</h2>
            {orders.length === 0 ? (
              <p>{t('checkout:profile.noOrders')}</p>
            ) : (
              <ul className="profile__orders">
                {orders.map((o) => (
                  <li key={o.productOrderId}>
                    <AppLink to={`/profile/accountorder/${o.productOrderId}/`} aria-label={t('checkout:profile.view', { id: formatNumber(o.productOrderId, locale) })}>
                      <bdi>#{formatNumber(o.productOrderId, locale)}</bdi>
                    </AppLink>{' '}
                    <time dateTime={o.createdAt}>{formatDate(o.createdAt, locale)}</time>{' '}
                    <span className={`order-status order-status--${o.status}`}>{t(`checkout:status.${o.status}`)}</span>{' '}
                    <Price rial={o.totalRial} productId={0} />
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
                  {a.receiverName} — {a.province}، {a.city}، {a.street} <bdi dir="ltr">{a.postalCode}</bdi>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="profile-likes">
            <h2 id="profile-likes">{t('checkout:profile.likes')}</h2>
            {likes.length === 0 ? (
              <p>{t('checkout:profile.noLikes')}</p>
            ) : (
              <ul className="profile__likes">
                {likes.map((l) => (
                  <li key={l.id}><AppLink to={`/pr/${l.id}/`}>{`#${formatNumber(l.id, locale)}`}</AppLink></li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </main>
  );
}
