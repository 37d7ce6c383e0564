/**
 * React's DOM renderer and what it needs, as a module of its own: the entry evaluates it in a task before the rest of
 * the page's code (client/entry.client.tsx). Evaluated together they are one task of ~35 ms on a fast machine, far
 * past the 50 ms a slow phone may hold the main thread before a tap waits; apart, each is about half.
 */
export { hydrateRoot } from 'react-dom/client';
