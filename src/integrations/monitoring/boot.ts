import { analyticsAllowed } from '../../analytics/page-analytics';
import { MONITORING_CONFIG } from './monitoring-config';
import { onFirstInteraction } from '../start-integrations';

/** Errors seen before the agent's code arrived; the agent takes them over (only these few lines load early). */
export const earlyErrors: Array<ErrorEvent | PromiseRejectionEvent> = [];
const keep = (e: ErrorEvent | PromiseRejectionEvent) => {
  if (earlyErrors.length < MONITORING_CONFIG.maxItemsPerHarvest) earlyErrors.push(e);
};

/**
 * Starts browser monitoring after the page's load event, off the critical path, and only when the customer allows
 * analytics: at the customer's first interaction, or when the browser is idle some seconds after the load event
 * (MONITORING_CONFIG.startDelayMs), whichever comes first. The agent's code (and web-vitals, which reads buffered
 * performance entries) is a separate chunk fetched then; a failure to fetch it changes nothing for the customer.
 */
export function bootMonitoring(): void {
  if (!analyticsAllowed()) {
    document.documentElement.dataset.monitoring = 'off';
    return;
  }
  window.addEventListener('error', keep);
  window.addEventListener('unhandledrejection', keep);
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWaiting = () => {};
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    stopWaiting();
    window.removeEventListener('error', keep);
    window.removeEventListener('unhandledrejection', keep);
    if (!analyticsAllowed()) {
      document.documentElement.dataset.monitoring = 'off';
      earlyErrors.length = 0;
      return;
    }
    import('./agent')
      .then((m) => m.startMonitoring(earlyErrors.splice(0)))
      .catch(() => {
        document.documentElement.dataset.monitoring = 'unavailable';
      });
  };
  const later = () => {
    // At the customer's first interaction, as the flags start (src/integrations/start-integrations.ts).
    stopWaiting = onFirstInteraction(start);
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: MONITORING_CONFIG.startDelayMs });
      else start();
    }, MONITORING_CONFIG.startDelayMs);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
