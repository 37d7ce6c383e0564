import { useTranslation } from '../i18n/react.tsx';
import { COLOR_MODES } from '../../shared/color-mode.ts';
import { chooseColorMode, useColorMode } from './color-mode-store.ts';

/**
 * System, light or dark as a radio group (arrow keys move between them); the choice applies at once. Until it has
 * hydrated it is disabled and shows no choice: a click then would be lost, and the server does not know the choice.
 */
export default function ColorModeSwitch() {
  const { t } = useTranslation();
  const mode = useColorMode();
  return (
    <fieldset className="color-mode">
      <legend className="color-mode__legend">{t('colorMode.label')}</legend>
      {COLOR_MODES.map((option) => (
        <label key={option} className="color-mode__option">
          <input type="radio" name="color-mode" value={option} checked={mode === option} disabled={mode === null} onChange={() => chooseColorMode(option)} />
          <span>{t(`colorMode.${option}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
