import type { Certification } from '../../shared/contracts/catalog.ts';
import { useTranslation } from '../i18n/react.tsx';
import { MixedText } from '../ui/mixed-text.tsx';

/**
 * The standards a product is certified to (issue 33): the standard, who issued the certificate, its number, until
 * when, and its file as a download. An expired one stays in the list, marked, so a buyer sees it lapsed rather than
 * wonders where it went.
 */
export function ProductCertifications({ certifications }: { certifications: Certification[] }) {
  const { t } = useTranslation();
  return (
    <ul className="certs">
      {certifications.map((c, i) => (
        <li key={i} className={c.expired ? 'cert cert--expired' : 'cert'}>
          <p className="cert__head">
            <bdi dir="ltr" className="cert__standard">
              {c.standard}
            </bdi>{' '}
            <span className={c.expired ? 'cert__state cert__state--expired' : 'cert__state'}>
              {t(c.expired ? 'product.certs.expired' : 'product.certs.valid')}
            </span>
          </p>
          <dl className="cert__facts">
            <dt>{t('product.certs.issuer')}</dt>
            <dd>
              <MixedText text={c.issuer} />
            </dd>
            {c.number && (
              <>
                <dt>{t('product.certs.number')}</dt>
                <dd>
                  <bdi dir="ltr">{c.number}</bdi>
                </dd>
              </>
            )}
            <dt>{t('product.certs.validUntil')}</dt>
            <dd>{c.validUntilText ?? t('product.certs.noEnd')}</dd>
          </dl>
          {c.file && (
            <a className="cert__file" href={c.file.url} download>
              {t(c.file.type === 'pdf' ? 'product.certs.downloadPdf' : 'product.certs.downloadPicture', { standard: c.standard })}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
