import { useContext } from 'react';
import { COLOR_MODE_SCRIPT } from '../../shared/color-mode.ts';
import { AssetsContext } from '../shell/assets.tsx';

/**
 * The head's colour-mode script (shared/color-mode.ts), with this request's CSP nonce, for a visitor who chose a mode:
 * it runs before the body is parsed, so one who chose dark never sees a light first paint. Everyone else gets an empty
 * script. The browser keeps the server's element on hydration (and hides nonces from the DOM), hence no warning about
 * the nonce and the text it cannot read back.
 */
export function ColorModeScript() {
  const { nonce, colorModeChosen } = useContext(AssetsContext);
  const script = colorModeChosen ? COLOR_MODE_SCRIPT : '';
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
