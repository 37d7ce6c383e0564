import { useI18n } from '../admin-i18n.tsx';

export function Component() {
  const { t } = useI18n();
  return <h1>{t('notFound')}</h1>;
}
