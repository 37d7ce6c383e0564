import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { AuthUser } from '../../shared/contracts/auth.ts';
import { SIGNED_IN_COOKIE } from '../../shared/session-hint.ts';
import { matchScreen, type ScreenId } from '../../shared/routes.ts';
import { splitLocale } from '../../shared/locale.ts';
import { BACK_PARAM } from './back-path.ts';

/**
 * Who is signed in, as the browser knows it: a tiny store the header and the hearts read. A signed-in visitor's page
 * (never cached, server/ssr/cached-page.ts) is rendered for them: their name in the header and their hearts from the
 * first paint, the user in the page's bootstrap. Pages everyone shares are anonymous; there the user is loaded after
 * hydration, only when the readable "signed in" cookie says there is one (client/auth/load-session.ts).
 */
export interface SessionState {
  user: AuthUser | null;
  /** The user is known (or known to be nobody). */
  settled: boolean;
}

const ANONYMOUS: SessionState = { user: null, settled: false };
let state: SessionState = ANONYMOUS;
const listeners = new Set<() => void>();

export const sessionStore = {
  get: () => state,
  set(next: SessionState) {
    state = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The user the page was rendered for (null: anonymous): the server's render and hydration read it, so both match. */
export const RenderedForContext = createContext<AuthUser | null>(null);

/** The browser's first state, before hydrating: the user the page was rendered for is known at once. */
export function startSession(renderedFor: AuthUser | null) {
  if (renderedFor) state = { user: renderedFor, settled: true };
}

export function useSession(): SessionState {
  const renderedFor = useContext(RenderedForContext);
  const rendered = useMemo<SessionState>(() => (renderedFor ? { user: renderedFor, settled: true } : ANONYMOUS), [renderedFor]);
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => rendered);
}

/** The readable hint cookie: someone signed in on this browser (it opens nothing; the session cookie is httpOnly). */
export const hasSignedInHint = () => document.cookie.split(/;\s*/).some((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));

/** The login screen (spec §2) with the address to come back to afterwards (a path with its query). */
export const loginLink = (current: string) => `/loginRegister/?${BACK_PARAM}=${encodeURIComponent(current)}`;

/** Screens that show one customer's own data: a visitor who logs out on one of them is taken off it. */
const PRIVATE_SCREENS: ReadonlySet<ScreenId> = new Set(['profile', 'order']);

export const isPrivatePath = (pathname: string) => PRIVATE_SCREENS.has(matchScreen(splitLocale(pathname).path)?.screen.id as ScreenId);
