import { data } from 'react-router';
import { ApiError } from './client.ts';

/**
 * Awaits a read of personal data (an order): not signed in, someone else's, or missing all become the same "Page Not
 * Found", so a page never hints that another customer's order exists.
 */
export async function ownOrNotFound<T>(read: Promise<T>, request: Request): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof ApiError && [400, 401, 403, 404].includes(err.status)) {
      const url = new URL(request.url);
      throw data({ message: `Page Not Found: ${url.pathname}${url.search}`, path: url.pathname }, { status: 404 });
    }
    throw err;
  }
}
