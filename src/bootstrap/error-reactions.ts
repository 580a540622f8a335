import { LOGGED_OUT_PATH } from '../routes/route-table';
import { loginAfterSessionEnd, sessionEndReasonFor } from '../auth/session-end';
import type { ApiError } from '../api/api-error';

export type ErrorReaction =
  | { kind: 'end-session'; to: string }
  | { kind: 'rate-limited'; to: '/429'; from: string; message: string }
  | { kind: 'notify'; messageId: string; values: Record<string, string | number> }
  | { kind: 'none' };

/**
 * What the app does about a failed call, outside the API client's request hooks (DESIGN.md; the client is fetch-based since decisions/2026-11-29-fetch-client.md): a session that ends goes to login with
 * reset=true, the reason and the page to return to (or /logged_out in the webview), 429 goes to /429 with the saved address and message, a network
 * failure or malformed answer is announced; anything else is the calling screen's to show.
 */
export function reactionFor(error: ApiError, context: { webview: boolean; currentPath: string }): ErrorReaction {
  switch (error.kind) {
    case 'session-ended':
      // The login page says why (expired or revoked) and, once signed in again, returns to the page (issue 45).
      return { kind: 'end-session', to: context.webview ? LOGGED_OUT_PATH : loginAfterSessionEnd(sessionEndReasonFor(error.status), context.currentPath) };
    case 'rate-limited':
      return { kind: 'rate-limited', to: '/429', from: context.currentPath, message: error.description };
    case 'network':
      return { kind: 'notify', messageId: 'error_network', values: { code: String(error.id ?? error.code) } };
    case 'malformed':
      return { kind: 'notify', messageId: 'error_malformed', values: { code: String(error.code) } };
    case 'aborted':
      // The caller cancelled (a page left, a query cancelled): nothing to tell the customer.
      return { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}
