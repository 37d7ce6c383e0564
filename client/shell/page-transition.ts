/**
 * The page transition of spec §2 ("slide-right"): after a navigation inside the site the new page slides in (app.css,
 * `#main[data-entering]`); never on the first paint, never for a visitor who asked for reduced motion (the CSS rule
 * sits in a prefers-reduced-motion: no-preference block).
 *
 * Not a View Transition: with react-router's `viewTransition` the browser froze the page on the old picture until React
 * had committed the new one, and sent every tap in that time to the document root, where it was lost (seen as clicks
 * that did nothing right after a page arrived). A CSS animation of the new page never holds the page back.
 */
export function slideIn(main: HTMLElement | null) {
  if (!main) return;
  // Restarting: an animation only plays again once the attribute was gone for a frame.
  main.removeAttribute('data-entering');
  requestAnimationFrame(() => {
    main.setAttribute('data-entering', '');
    main.addEventListener('animationend', () => main.removeAttribute('data-entering'), { once: true });
  });
}
