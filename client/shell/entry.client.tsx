import type { PageBootstrap } from './hydration.ts';

/**
 * The page's only bootstrap script, deliberately tiny. The server's HTML is complete and readable, so the browser
 * paints it first, with the whole connection for the stylesheet's font and the page's main picture. Only then does
 * the JavaScript come: on a slow phone its ~120 KB would otherwise share the link with them and hold the first paint
 * back by a second or more (Lighthouse mobile: LCP 2.1–2.5 s with the scripts preloaded in the head, 1.2–1.8 s
 * without). Every chunk hydrating needs is asked for at once, so they arrive together instead of one import after
 * another.
 */
requestAnimationFrame(() =>
  setTimeout(async () => {
    // hydration.ts's BOOTSTRAP_GLOBAL, written out: importing it would make this entry wait for a chunk of its own.
    const boot = (window as unknown as { __NEGAHBAN__: PageBootstrap }).__NEGAHBAN__;
    for (const chunk of boot.chunks) preload(chunk);
    // The page's messages, fetched by client/i18n/client-i18n.ts when hydrating: asked for now, with the scripts.
    for (const ns of boot.i18n.namespaces) preload(`/locales/${boot.i18n.locale}/${ns}.json`, 'fetch');
    const styled = loadStylesheet(boot.stylesheet);
    // React is evaluated in a task of its own, then the rest (client/shell/react-runtime.ts says why).
    await import('./react-runtime.ts');
    // Every screen a visitor can open from here, and every dialog, is styled before anything renders in the browser.
    await styled;
    setTimeout(() => void import('./hydrate.tsx'));
  }),
);

/**
 * `<link rel="modulepreload">` (or a fetch's preload, in fetch()'s own credentials mode), with the page's nonce (the
 * CSP asks for it on script fetches).
 */
function preload(href: string, as?: 'fetch') {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  const link = document.createElement('link');
  link.rel = as ? 'preload' : 'modulepreload';
  link.href = href;
  if (as) {
    link.as = as;
    link.crossOrigin = 'anonymous';
  }
  if (nonce) link.nonce = nonce;
  document.head.append(link);
}

/**
 * The whole stylesheet, once: the page inlined only what its own screen and the shell use. It repeats those rules in
 * the same order, so nothing on the page changes when it arrives. A failed load still lets the page hydrate.
 */
function loadStylesheet(href: string): Promise<unknown> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise((done) => {
    link.onload = done;
    link.onerror = done;
  });
  document.head.append(link);
  return loaded;
}

// The browser may offer installation once, before the install offer's code (loaded when idle) listens: keep the offer
// for it (client/pwa/install-prompt.ts reads this name) and keep the browser's own banner away.
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as { deferredInstallPrompt?: Event }).deferredInstallPrompt = event;
});
