/**
 * When a navigation inside the site slides (spec §2; the animation is in app.css). React-router runs the View
 * Transition itself for a link or navigate() given `viewTransition: slidesPages()`; this module is the one place that
 * touches document.startViewTransition.
 *
 * Every transition's promises are handled here. A transition the browser skips (the viewport changed size, as when a
 * phone turns or its keyboard closes mid-navigation; the tab was hidden; another navigation began) rejects `ready`,
 * and react-router never listens to it: unhandled, that is an "Uncaught (in promise) InvalidStateError ... Viewport
 * size changed" on every such navigation. The page still changes (the browser runs the update all the same), so there
 * is nothing to report.
 */
const reducedMotion = typeof window === 'undefined' ? null : window.matchMedia('(prefers-reduced-motion: reduce)');
const supported = typeof document !== 'undefined' && typeof document.startViewTransition === 'function';

if (supported) {
  const start = document.startViewTransition.bind(document);
  const ignore = () => {};
  document.startViewTransition = ((update?: Parameters<typeof start>[0]) => {
    const transition = start(update);
    transition.ready.catch(ignore);
    transition.updateCallbackDone.catch(ignore);
    transition.finished.catch(ignore);
    return transition;
  }) as typeof document.startViewTransition;
}

/**
 * Whether a navigation made now should slide: only in a browser with View Transitions (elsewhere pages simply change)
 * and never for a visitor who asked for reduced motion. False on the server, which makes no navigations; as it only
 * steers clicks, the value never shows in the HTML and cannot upset hydration.
 */
export const slidesPages = (): boolean => supported && !reducedMotion?.matches;
