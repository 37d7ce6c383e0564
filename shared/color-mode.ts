/*
 * The visitor's colour mode (issue 9): system, light or dark, kept in local storage. A chosen mode is an attribute on
 * <html> that the palette's CSS reads (shared/palette.ts); "system" is no attribute, so the CSS follows
 * prefers-color-scheme, also for a visitor without JavaScript. A cookie of the same name marks that a choice exists,
 * so the server sends the head script only to those who made one.
 */

export const COLOR_MODES = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** The local storage key (issue 9 names it), and the name of the cookie that says a mode was chosen. */
export const COLOR_MODE_KEY = 'color-mode';
export const COLOR_MODE_ATTRIBUTE = 'data-color-mode';

/** A stored value as a mode: anything unknown (or nothing) is "system". */
export const toColorMode = (value: unknown): ColorMode => (value === 'light' || value === 'dark' ? value : 'system');

/**
 * The head's inline script (it carries the request's nonce): sets the stored choice on <html> before the body is
 * parsed, so the first paint already has the visitor's colours. Written out by hand to stay a couple of hundred bytes;
 * it does what `applyColorMode(document.documentElement, stored)` does, and a unit test runs both to keep them equal.
 * Storage that throws (disabled cookies, a sandbox) leaves the system's colours. Only pages for a visitor with the
 * cookie carry it: the first read of local storage in a page can hold the parser for tens of milliseconds on a slow
 * phone (44 ms seen in a Lighthouse trace, ×4 on its simulated phone), which everyone else need not wait for.
 */
export const COLOR_MODE_SCRIPT =
  `try{var m=localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)});` +
  `if(m==="light"||m==="dark")document.documentElement.setAttribute(${JSON.stringify(COLOR_MODE_ATTRIBUTE)},m)}catch(e){}`;

/** Shows `mode` on the page at once: the attribute for light or dark, none for system. */
export function applyColorMode(root: Pick<Element, 'setAttribute' | 'removeAttribute'>, mode: ColorMode) {
  if (mode === 'system') root.removeAttribute(COLOR_MODE_ATTRIBUTE);
  else root.setAttribute(COLOR_MODE_ATTRIBUTE, mode);
}

/** The cookie that tells the server a mode was chosen (a year; removed for "system", the default). */
export function colorModeCookie(mode: ColorMode): string {
  const maxAge = mode === 'system' ? 0 : 365 * 24 * 60 * 60;
  return `${COLOR_MODE_KEY}=${mode}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
