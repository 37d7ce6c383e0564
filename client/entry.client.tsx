/**
 * The page's only bootstrap script, deliberately tiny. Hydrating means evaluating React and walking the whole
 * document, which on a slow phone takes a few hundred milliseconds; the server's HTML is complete and readable, so
 * let the browser paint it first and start that work right after (the chunks are already preloaded by then).
 */
requestAnimationFrame(() => setTimeout(() => void import('./hydrate.tsx')));
