import { useTranslation } from '../i18n/react.tsx';
import { formatNumber } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

/** A rating out of five as stars, read out as "4 of 5". */
export function Rate({ value, max = 5 }: { value: number; max?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <span className="rate" role="img" aria-label={t('rate.label', { value: formatNumber(value, locale), max: formatNumber(max, locale) })}>
      {Array.from({ length: max }, (_, i) => (
        <svg key={i} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className={i < Math.round(value) ? 'rate__on' : 'rate__off'}>
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
