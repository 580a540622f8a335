import type { ApiClient } from '../../api/api-client';
import { clearLocalData } from '../../auth/local-data';
import { LOGIN_PATH } from '../../routes/route-table';
import { sessionEndDestination } from '../../webview/webview-redirects';

/** Where signing out lands: the login page, or /logged_out inside the app's webview (SPEC §2, §4). */
export function signOutDestination(webview: boolean): string {
  return sessionEndDestination(webview, LOGIN_PATH);
}

/**
 * Signs out: LOGOUT ends the session at the gateway (a failure there still signs the browser out: the token is
 * dropped either way), local data is cleared, and a full page load leaves nothing of the customer in memory.
 */
export async function signOut(api: Pick<ApiClient, 'call'>, webview: boolean, go: (to: string) => void = (to) => window.location.assign(to)): Promise<void> {
  try {
    await api.call('LOGOUT');
  } catch {
    // the session ends locally all the same
  }
  clearLocalData();
  go(signOutDestination(webview));
}
