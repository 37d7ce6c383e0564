import { useRouteError } from 'react-router';
import { ApiError } from './admin-api.ts';
import { useI18n } from './admin-i18n.tsx';

/** A screen that could not load: its message, inside the layout (the menu stays usable). */
export function ScreenError() {
  const error = useRouteError();
  const { t } = useI18n();
  const message = error instanceof ApiError ? error.message : t('notFound');
  return (
    <p className="adm-alert" role="alert">
      {message}
    </p>
  );
}
