import { useEffect } from 'react';

/**
 * The customer's analytics choice (privacy settings, SPEC §4 "fetch the privacy setting (default enabled if
 * missing)"), honoured per page view: every page view reads the stored choice afresh, so a change made on
 * /profile/privacy-settings applies from the next page view on, and survives reloads and new sign-ins (post-login
 * stores the gateway's value again). Page views go to the sinks a monitoring module registers; with analytics
 * off none is called. The current state is also on <html data-analytics="on|off"> for the monitoring snippet.
 */
export const ANALYTICS_KEY = 'auth:privacyEnabled';

export type PageViewSink = (view: { path: string; at: number }) => void;
const sinks = new Set<PageViewSink>();

/** Whether analytics may run now (missing or unreadable counts as allowed, SPEC §4). */
export function analyticsAllowed(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(ANALYTICS_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** Stores the customer's choice (the privacy page on save, post-login on sign-in). */
export function rememberAnalyticsChoice(allowed: boolean): void {
  try {
    localStorage.setItem(ANALYTICS_KEY, String(allowed));
  } catch {
    // storage disabled: the default applies
  }
}

/** Registers where page views go; returns the unregister function. */
export function addPageViewSink(sink: PageViewSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

/** One page view: recorded only when the customer allows analytics at this moment. Returns whether it was. */
export function recordPageView(path: string, now = Date.now()): boolean {
  const allowed = analyticsAllowed();
  if (typeof document !== 'undefined') document.documentElement.dataset.analytics = allowed ? 'on' : 'off';
  if (!allowed) return false;
  for (const sink of sinks) sink({ path, at: now });
  return true;
}

/** Records a page view whenever the page's path changes. */
export function usePageView(path: string): void {
  useEffect(() => {
    recordPageView(path);
  }, [path]);
}
