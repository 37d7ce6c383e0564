import { data, redirect } from 'react-router';
import { localizePath, splitLocale } from '../../shared/locale.ts';
import { loginLink } from '../auth/session.ts';
import { ApiError } from './client.ts';

/**
 * Awaits a read of personal data (an order). A visitor who is not signed in is sent to log in and brought back (the
 * order link of an order's text is opened on any phone): every such address asks for the login, whether an order
 * stands behind it or not. Signed in, someone else's order and a missing one are the same "Page Not Found", so a page
 * never hints that another customer's order exists.
 */
export async function ownOrNotFound<T>(read: Promise<T>, request: Request): Promise<T> {
  try {
    return await read;
  } catch (err) {
    const url = new URL(request.url);
    if (err instanceof ApiError && err.status === 401) {
      throw redirect(localizePath(loginLink(url.pathname + url.search), splitLocale(url.pathname).locale));
    }
    if (err instanceof ApiError && [400, 403, 404].includes(err.status)) {
      throw data({ message: `Page Not Found: ${url.pathname}${url.search}`, path: url.pathname }, { status: 404 });
    }
    throw err;
  }
}
