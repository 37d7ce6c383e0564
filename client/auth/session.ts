import { useSyncExternalStore } from 'react';
import type { AuthUser } from '../../shared/contracts/auth.ts';
import { SIGNED_IN_COOKIE } from '../../shared/session-hint.ts';
import { matchScreen, type ScreenId } from '../../shared/routes.ts';
import { splitLocale } from '../../shared/locale.ts';
import { BACK_PARAM } from './back-path.ts';

/**
 * Who is signed in, as the browser knows it: a tiny store the header and the hearts read. The server renders every
 * page as for an anonymous visitor (the HTML stays the same for all), and the signed-in user is loaded after
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

/** The server's render and the first client render are anonymous, so hydration matches. */
export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => ANONYMOUS);

/** The readable hint cookie: someone signed in on this browser (it opens nothing; the session cookie is httpOnly). */
export const hasSignedInHint = () => document.cookie.split(/;\s*/).some((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));

/** The login screen (spec §2) with the address to come back to afterwards (a path with its query). */
export const loginLink = (current: string) => `/loginRegister/?${BACK_PARAM}=${encodeURIComponent(current)}`;

/** Screens that show one customer's own data: a visitor who logs out on one of them is taken off it. */
const PRIVATE_SCREENS: ReadonlySet<ScreenId> = new Set(['profile', 'order']);

export const isPrivatePath = (pathname: string) => PRIVATE_SCREENS.has(matchScreen(splitLocale(pathname).path)?.screen.id as ScreenId);
