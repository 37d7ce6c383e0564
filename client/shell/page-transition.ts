import type { To, createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The page transition of spec §2 ("slide-right", out-in): a navigation inside the site to another screen is a View
 * Transition in which the old page slides out and then the new one slides in (app.css, the `page` transition). Never
 * on the first paint, never for another page, sort or filter of the same screen, never for a visitor who asked for
 * reduced motion, and nothing at all where the browser has no View Transitions.
 *
 * The page stays live during a transition: a key or a tap ends it at once, and the tap reaches what is under the
 * finger. (While a transition runs the browser draws the page as pictures that take no taps: a tap's press lands on
 * the layout around the page, its release on the real element, and the click goes to what holds both, where it
 * would be lost. So that click is given to the element under the finger instead.)
 *
 * react-router runs the transition when a navigation asks for it (`viewTransition`); every navigation, from a link or
 * from code, goes through `router.navigate`, so the decision is made there, once, for all of them. Back and Forward
 * replay the transition their navigation had.
 */
export function animatePageChanges(router: Router) {
  if (typeof document.startViewTransition !== 'function') return;
  const navigate = router.navigate.bind(router) as (to: To | number | null, options?: object) => Promise<void>;
  router.navigate = ((to: To | number | null, options?: { viewTransition?: boolean }) => {
    if (typeof to === 'number' || to === null) return navigate(to, options);
    // A link passes `viewTransition: undefined` when it has no such prop: only a given true or false overrides.
    const animate = options?.viewTransition ?? (changesScreen(router, to) && !matchMedia('(prefers-reduced-motion: reduce)').matches);
    // Rendered at once inside the transition (flushSync): the page is frozen on its old picture until the new one is
    // rendered anyway, so a render in the background would gain nothing.
    return navigate(to, animate ? { ...options, viewTransition: true, flushSync: true } : { ...options, viewTransition: false });
  }) as Router['navigate'];
  // A transition the browser gives up (the window changed size during it: a phone turned, a keyboard opened) still
  // changes the page, only without the animation; its promises then reject, which is no error of the page's.
  const start = document.startViewTransition.bind(document);
  document.startViewTransition = ((update?: ViewTransitionUpdateCallback | StartViewTransitionOptions) => {
    const transition = start(update);
    for (const settled of [transition.ready, transition.updateCallbackDone, transition.finished]) settled.catch(() => {});
    return transition;
  }) as typeof document.startViewTransition;
  addEventListener('keydown', () => activeTransition()?.skipTransition(), { capture: true, passive: true });
  let pressedDuringTransition = false;
  addEventListener(
    'pointerdown',
    () => {
      const transition = activeTransition();
      pressedDuringTransition = Boolean(transition);
      transition?.skipTransition();
    },
    { capture: true, passive: true },
  );
  addEventListener(
    'click',
    (event) => {
      if (!pressedDuringTransition) return;
      pressedDuringTransition = false;
      const meant = document.elementFromPoint(event.clientX, event.clientY);
      if (!meant || meant === event.target || !(event.target instanceof Node) || !event.target.contains(meant)) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      // What a press on it would have done (a field takes the typing), then the click, from where the finger was.
      if (meant instanceof HTMLElement) meant.focus({ preventScroll: true });
      const { clientX, clientY, screenX, screenY, button, detail, ctrlKey, shiftKey, altKey, metaKey } = event;
      meant.dispatchEvent(
        new MouseEvent('click', {
          bubbles: true,
          cancelable: true,
          composed: true,
          view: window,
          clientX,
          clientY,
          screenX,
          screenY,
          button,
          detail,
          ctrlKey,
          shiftKey,
          altKey,
          metaKey,
        }),
      );
    },
    { capture: true },
  );
}

function changesScreen(router: Router, to: To) {
  const pathname = typeof to === 'string' ? new URL(to, location.href).pathname : to.pathname;
  return pathname !== undefined && pathname !== router.state.location.pathname;
}

const activeTransition = () => (document as { activeViewTransition?: ViewTransition | null }).activeViewTransition;
