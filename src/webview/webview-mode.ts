/**
 * Webview mode (SPEC §1, §2): the app runs inside the native app when the webview or native query parameter is
 * set; the flag lasts for the tab. Inside the webview a session that ends goes to /logged_out (the native app
 * takes over) instead of the login page.
 */
const KEY = 'webview';
const truthy = (v: string | null) => v === 'true' || v === '1';

/** Whether these query parameters ask for webview mode. */
export function asksForWebview(search: string): boolean {
  const params = new URLSearchParams(search);
  return truthy(params.get('webview')) || truthy(params.get('native'));
}

/** Records webview mode from the URL (once seen, it lasts for the tab). */
export function rememberWebview(search: string, storage: Storage = sessionStorage): void {
  try {
    if (asksForWebview(search)) storage.setItem(KEY, '1');
  } catch {
    // storage disabled: webview mode then follows the URL only
  }
}

/** Whether the app is running inside the native app's webview. */
export function isWebview(storage: Storage = sessionStorage, search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  try {
    return storage.getItem(KEY) === '1' || asksForWebview(search);
  } catch {
    return asksForWebview(search);
  }
}
