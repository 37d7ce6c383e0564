/**
 * A cookie scripts may read, set beside the httpOnly session cookie: it says only "someone signed in here", so a page
 * asks for the user's name and likes only then (an anonymous visit makes no call). It opens nothing.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
