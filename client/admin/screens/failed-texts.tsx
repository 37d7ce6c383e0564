import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { FailedText } from '../../../shared/contracts/admin/orders.ts';
import { localDigits } from '../../../shared/format.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n, type T } from '../admin-i18n.tsx';
import { listParams, Num, Pager, When } from '../components.tsx';
import { TableRegion } from '../table-region.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { page } = listParams(request);
  return api().call(adminContracts.orders.failedTexts, { page: page ? Number(page) : undefined });
}

/**
 * The queue's kinds (server/services/texts: `code`, an order notice's key, `admin.<state>`, an operator alert's key) as
 * keys of `failedTexts.kinds`; a kind added later reads as "another text" until it is given words.
 */
const KINDS = new Set([
  'code',
  'orderPlaced',
  'orderPaid',
  'orderPaidLate',
  'orderPaidTwice',
  'orderShipped',
  'orderRefunded',
  'chequeLapsed',
  'admin.delivered',
  'admin.cancelled',
  'operatorPaymentLate',
  'operatorPaidTwice',
  'operatorGatewayMisconfigured',
  'operatorChequeReview',
  'operatorConsultation',
]);
const kindWords = (kind: string, t: T) => t(`failedTexts.kinds.${KINDS.has(kind) ? kind.replace('admin.', 'admin_') : 'other'}`);

/** The SMS error codes (server/integrations/sms/sms-sender.ts) the queue writes first, `CODE: what the provider said`. */
const ERRORS = new Set(['SMS_INVALID_RECEPTOR', 'SMS_REJECTED', 'SMS_TRY_LATER', 'SMS_TIMEOUT', 'SMS_UNREACHABLE', 'SMS_BAD_RESPONSE']);
function errorWords(error: string, t: T) {
  const cut = error.indexOf(': ');
  const [code, detail] = cut < 0 ? [error, ''] : [error.slice(0, cut), error.slice(cut + 2)];
  return { words: t(`failedTexts.errors.${ERRORS.has(code) ? code : 'other'}`), detail: ERRORS.has(code) ? detail : error };
}

/** Texts the queue gave up on after every try (issue 21), newest first: who (masked), what kind, why, how many tries. */
export function Component() {
  const list = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <section className="adm-failed-texts" aria-labelledby="failed-texts-title">
      <h1 id="failed-texts-title">{t('nav.failedTexts')}</h1>
      <p className="adm-muted">{t('failedTexts.intro')}</p>
      {list.items.length === 0 ? (
        <p className="adm-muted" role="status">
          {t('failedTexts.none')}
        </p>
      ) : (
        <TableRegion label={t('nav.failedTexts')}>
          <table className="adm-table">
            <thead>
              <tr>
                <th>{t('failedTexts.when')}</th>
                <th>{t('failedTexts.mobile')}</th>
                <th>{t('failedTexts.kind')}</th>
                <th>{t('failedTexts.error')}</th>
                <th>{t('failedTexts.attempts')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((text) => (
                <Row key={text.id} text={text} />
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <Pager page={list} />
    </section>
  );
}

function Row({ text }: { text: FailedText }) {
  const { t, locale } = useI18n();
  const error = errorWords(text.error, t);
  return (
    <tr data-failed-text={text.id}>
      <td>
        <When iso={text.failedAt} />
      </td>
      <td>
        <bdi dir="ltr">{localDigits(text.mobile, locale)}</bdi>
      </td>
      <td>{kindWords(text.kind, t)}</td>
      <td>
        {error.words}
        {error.detail && (
          <small className="adm-failed-texts__detail">
            <bdi dir="ltr">{error.detail}</bdi>
          </small>
        )}
      </td>
      <td>
        <Num value={text.attempts} />
      </td>
    </tr>
  );
}
