import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/locale.ts';
import { formatNumber } from '../../shared/format.ts';
import { COMPARE_MAX } from '../../shared/contracts/catalog-constants.ts';
import { showToast } from '../shell/toasts.ts';
import { toggleInTray, useTray } from './tray.ts';

const ARROWS = 'M7 7h13l-3-3M17 17H4l3 3';
const TICK = 'M5 12l4 4 10-10';

/** Puts the product in the comparison tray or takes it out; a full tray says so and takes nothing. */
export default function CompareToggle({ productId, name, place }: { productId: number; name: string; place: 'card' | 'page' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const inTray = useTray().includes(productId);
  const toggle = () => {
    if (toggleInTray(productId) === 'full')
      showToast({ kind: 'error', title: t('compare.full', { max: formatNumber(COMPARE_MAX, locale) }), description: t('compare.fullHint') });
  };
  return (
    <button type="button" className={`compare-toggle compare-toggle--${place}`} aria-pressed={inTray} title={t('compare.toggle', { name })} onClick={toggle}>
      <svg className="icon" width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={inTray ? TICK : ARROWS} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{t('compare.add')}</span>
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}
