/**
 * React's DOM renderer and what it needs, as a module of its own: the entry evaluates it in a task before the rest of
 * the page's code (client/shell/entry.client.tsx). Evaluated together they are one task of ~35 ms on this 2-core machine,
 * some 140 ms on a phone four times slower, where a task over 50 ms makes a tap wait; apart, each is about half.
 */
export { hydrateRoot } from 'react-dom/client';
