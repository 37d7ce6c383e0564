import { createContext, useContext } from 'react';
import { preload } from 'react-dom';

/** What the server knows from the build manifest for this page; empty in the browser, where it is already loaded. */
export interface PageAssets {
  stylesheets: string[];
  /** The stylesheet's text, inlined into the head: no render-blocking request before the first paint. */
  inlineCss?: string;
  fontPreloads: string[];
  nonce?: string;
  /** The visitor has chosen a colour mode (its cookie): only then does the head read it from local storage. */
  colorModeChosen?: boolean;
}

export const AssetsContext = createContext<PageAssets>({ stylesheets: [], fontPreloads: [] });

/**
 * Head hints for the page: the stylesheet and the fonts. React hoists these into <head> as resources, so rendering
 * nothing here in the browser does not upset hydration. The scripts are not among them: the entry fetches them once
 * the page has painted (client/shell/entry.client.tsx).
 */
export function AssetHints() {
  const { stylesheets, inlineCss, fontPreloads, nonce } = useContext(AssetsContext);
  for (const href of fontPreloads) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
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
