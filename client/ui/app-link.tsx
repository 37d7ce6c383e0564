import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';
import { useLocalizedPath } from '../i18n/locale.ts';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * An internal link in the page's language: "/about/" becomes "/en/about/" on English pages (spec §2). A plain click
 * navigates through the router as react-router's `<Link>` does. Every link of the site is an absolute path, so none
 * of Link's resolution against the route tree is needed: that work (a JSON copy of the matched routes, the path
 * resolved twice) was 4 % of a product page's server render, and ran again for each of its 40-odd links at hydration.
 */
export function AppLink({ to, ...rest }: AppLinkProps) {
  return <RouterLink href={useLocalizedPath()(to)} {...rest} />;
}

/**
 * A link of the site's sections: marked current (class `active`, `aria-current="page"`) on its page and every page
 * below it, as react-router's NavLink marks it.
 */
export function AppNavLink({ to, ...rest }: AppLinkProps) {
  const href = useLocalizedPath()(to);
  const here = useLocation().pathname.toLowerCase();
  const path = href.toLowerCase();
  const current = here === path || here.startsWith(path.endsWith('/') ? path : `${path}/`);
  return <RouterLink href={href} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined} {...rest} />;
}

function RouterLink({ href, onClick, children, ...rest }: Omit<AppLinkProps, 'to'> & { href: string }) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !router || !isPlainClick(event)) return;
    event.preventDefault();
    const { pathname, search, hash } = router.state.location;
    // As Link does: a link to the page already shown replaces its history entry rather than adding a second one.
    void router.navigate(href, { replace: pathname + search + hash === href });
  };
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  );
}

/** A left click without a modifier on a link that opens in this tab (anything else is the browser's). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  const target = event.currentTarget.getAttribute('target');
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}
