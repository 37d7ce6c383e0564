import '../common.ts';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../components/site/page-meta.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';

/** The order screen; reading an order needs the customer's session, which arrives with the checkout issue. */
export function Component() {
  const { t } = useTranslation(['content', 'common']);
  const { productOrderId } = useParams();
  const title = t('screens.order.title', { id: productOrderId });
  return (
    <main className="container">
      <PageMeta title={title} description={t('screens.order.description')} />
      <PageTitle title={title} crumbs={[{ label: title }]} />
      <p>{t('pages.orderLogin')}</p>
    </main>
  );
}
