/**
 * The page's only bootstrap script, deliberately tiny. Hydrating means evaluating React and walking the whole
 * document, which on a slow phone takes a few hundred milliseconds; the server's HTML is complete and readable, so
 * let the browser paint it first and start that work right after (the chunks are already preloaded by then).
 */
requestAnimationFrame(() => setTimeout(() => void import('./hydrate.tsx')));

// The browser may offer installation once, before the install offer's code (loaded when idle) listens: keep the offer
// for it (client/pwa/install-prompt.ts reads this name) and keep the browser's own banner away.
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as { deferredInstallPrompt?: Event }).deferredInstallPrompt = event;
});
