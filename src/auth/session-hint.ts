/**
 * The cookie that tells the app server a session is kept in this browser (`signed_in=1`): no token, no customer, only
 * that the tab will draw a signed-in customer's header. The server sends a page's first screen (its frame) with the
 * header the app will draw: a visitor's or a signed-in customer's, and a signed-in route's frame only to a browser
 * that has a session (or arrives with a hand-off's token). Set and cleared with the stored token (session-store.ts).
 */
export const SESSION_HINT_COOKIE = 'signed_in';
/** As long as a session is kept in the browser at most: the app renews it at every start (syncSessionHint). */
const MAX_AGE_S = 30 * 24 * 3600;

/** Says, in the cookie, whether a session is kept. */
export function writeSessionHint(signedIn: boolean): void {
  try {
    document.cookie = signedIn ? `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax` : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // no document (a test in Node): nothing to tell a server
  }
}
