import { resolveRedirect } from '../routes/redirect-resolver';

const KEY = 'rate-limit';

export interface RateLimitInfo {
  from: string | undefined;
  message: string;
}

/** Saves the address and message the rate-limit page shows (SPEC §2 "Rate-limit page receives ..."). */
export function saveRateLimitInfo(from: string, message: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ from, message: message.slice(0, 300) }));
  } catch {
    // the page then shows its generic text
  }
}

/** The saved rate-limit info; the saved address is only kept if it is a same-site path. */
export function readRateLimitInfo(): RateLimitInfo | undefined {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { from?: unknown; message?: unknown } | null;
    if (!raw) return undefined;
    const from = resolveRedirect(raw.from);
    return { from: from === '/429' ? undefined : from, message: typeof raw.message === 'string' ? raw.message : '' };
  } catch {
    return undefined;
  }
}
