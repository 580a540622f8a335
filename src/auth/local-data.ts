import { clearSession } from './session-store';

// Kept on reset: the language choice and the device id are the browser's, not the customer's.
const KEEP = new Set(['language', 'device:id']);

/** SPEC §4: reset=true clears local data — the session, journey progress and anything else the app stored. */
export function clearLocalData(): void {
  clearSession();
  for (const storage of [localStorage, sessionStorage]) {
    try {
      for (const key of Object.keys(storage)) if (!KEEP.has(key) && !key.startsWith('locale:') && key !== 'webview') storage.removeItem(key);
    } catch {
      // storage disabled: nothing was stored
    }
  }
}

/** Whether the URL asks for a reset (reset=true). */
export function asksForReset(search: string): boolean {
  return new URLSearchParams(search).get('reset') === 'true';
}
