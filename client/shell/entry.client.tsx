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
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    // The page's messages, fetched by client/i18n/client-i18n.ts when hydrating: asked for now, with the scripts.
    const hints = [
      ...boot.chunks.map((href) => hint(href, nonce)),
      ...boot.i18n.namespaces.map((ns) => hint(`/locales/${boot.i18n.locale}/${ns}.json`, nonce, 'fetch')),
    ];
    await appendInTasks(hints);
    const styled = loadStylesheet(boot.stylesheet, nonce);
    // React is evaluated in a task of its own, then the rest (client/shell/react-runtime.ts says why).
    await import('./react-runtime.ts');
    // Every screen a visitor can open from here, and every dialog, is styled before anything renders in the browser.
    await styled;
    setTimeout(() => void import('./hydrate.tsx'));
  }),
);

/**
 * Each hint the browser acts on costs it most of a millisecond here (it starts the request there and then): the page's
 * twenty would be one task of ~15 ms, some 60 ms on a phone four times slower, where a task over 50 ms makes a tap
 * wait. A few per task keep every task short; the requests still start within a few milliseconds of each other.
 */
const HINTS_PER_TASK = 4;

async function appendInTasks(elements: HTMLElement[]) {
  for (let i = 0; i < elements.length; i += HINTS_PER_TASK) {
    if (i > 0) await new Promise((next) => setTimeout(next));
    document.head.append(...elements.slice(i, i + HINTS_PER_TASK));
  }
}

/**
 * `<link rel="modulepreload">` (or a fetch's preload, in fetch()'s own credentials mode), with the page's nonce (the
 * CSP asks for it on script fetches).
 */
function hint(href: string, nonce: string | undefined, as?: 'fetch') {
  const link = document.createElement('link');
  link.rel = as ? 'preload' : 'modulepreload';
  link.href = href;
  if (as) {
    link.as = as;
    link.crossOrigin = 'anonymous';
  }
  if (nonce) link.nonce = nonce;
  return link;
}

/**
 * The whole stylesheet, once: the page inlined only what its own screen and the shell use. It repeats those rules in
 * the same order, so nothing on the page changes when it arrives. A failed load still lets the page hydrate.
 *
 * It comes in as the text of a `<style>`, not as a `<link>`: a linked sheet that declares a font face (the inlined
 * one's again) makes Chromium lay the whole page out anew when it arrives, although no box moves (12 ms of layout on a
 * product page here, a 50 ms task on a slow phone); the same text in a `<style>` restyles nothing.
 */
async function loadStylesheet(href: string, nonce: string | undefined): Promise<void> {
  // A page rendered for a signed-in visitor links it already (server/ssr/page-handler.tsx).
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
  try {
    const response = await fetch(href);
    if (!response.ok) return;
    const style = document.createElement('style');
    style.textContent = await response.text();
    if (nonce) style.nonce = nonce;
    document.head.append(style);
  } catch {
    // Offline, or the build changed under the page: the page's own screen is styled, and it hydrates all the same.
  }
}

// The browser may offer installation once, before the install offer's code (loaded when idle) listens: keep the offer
// for it (client/pwa/install-prompt.ts reads this name) and keep the browser's own banner away.
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as { deferredInstallPrompt?: Event }).deferredInstallPrompt = event;
});
