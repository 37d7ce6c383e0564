import { createContext, useContext } from 'react';
import { preloadModule, preload } from 'react-dom';

/** What the server knows from the build manifest for this page; empty in the browser, where it is already loaded. */
export interface PageAssets {
  stylesheets: string[];
  /** The stylesheet's text, inlined into the head: no render-blocking request before the first paint. */
  inlineCss?: string;
  modulePreloads: string[];
  fontPreloads: string[];
  nonce?: string;
}

export const AssetsContext = createContext<PageAssets>({ stylesheets: [], modulePreloads: [], fontPreloads: [] });

/**
 * Head hints for the page: the stylesheet, the fonts and the route chunks it needs. React hoists these into <head>
 * as resources, so rendering nothing here in the browser does not upset hydration.
 */
export function AssetHints() {
  const { stylesheets, inlineCss, modulePreloads, fontPreloads, nonce } = useContext(AssetsContext);
  for (const href of fontPreloads) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  for (const href of modulePreloads) preloadModule(href, { as: 'script', nonce });
  return (
    <>
      {stylesheets.map((href) =>
        inlineCss ? (
          <style key={href} href={href} precedence="default" nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineCss }} />
        ) : (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ),
      )}
    </>
  );
}
