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
    preloadModules((window as unknown as { __NEGAHBAN__: PageBootstrap }).__NEGAHBAN__.chunks);
    // React is evaluated in a task of its own, then the rest (client/shell/react-runtime.ts says why).
    await import('./react-runtime.ts');
    setTimeout(() => void import('./hydrate.tsx'));
  }),
);

/** `<link rel="modulepreload">` for each chunk, with the page's nonce (the CSP asks for it on script fetches). */
function preloadModules(hrefs: string[]) {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (nonce) link.nonce = nonce;
    document.head.append(link);
  }
}

// The browser may offer installation once, before the install offer's code (loaded when idle) listens: keep the offer
// for it (client/pwa/install-prompt.ts reads this name) and keep the browser's own banner away.
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as { deferredInstallPrompt?: Event }).deferredInstallPrompt = event;
});
