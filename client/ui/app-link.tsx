import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useLocalizedPath } from '../i18n/locale.ts';

/** An internal link in the page's language: "/about/" becomes "/en/about/" on English pages (spec §2). */
export function AppLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} {...rest} />;
}

export function AppNavLink({ to, ...rest }: Omit<NavLinkProps, 'to'> & { to: string }) {
  const localize = useLocalizedPath();
  return <NavLink to={localize(to)} {...rest} />;
}
