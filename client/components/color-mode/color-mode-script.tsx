import { useContext } from 'react';
import { COLOR_MODE_SCRIPT } from '../../../shared/color-mode.ts';
import { AssetsContext } from '../../assets.tsx';

/**
 * The head's colour-mode script (shared/color-mode.ts), with this request's CSP nonce: it runs before the body is
 * parsed, so a visitor who chose dark never sees a light first paint. The browser keeps the server's element on
 * hydration (and hides nonces from the DOM), hence no warning about the nonce it cannot read back.
 */
export function ColorModeScript() {
  const { nonce } = useContext(AssetsContext);
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />;
}
