import { analyticsAllowed } from '../../analytics/page-analytics';

/**
 * Starts browser monitoring after the page's load event, off the critical path, and only when the customer
 * allows analytics. The agent's code (and web-vitals) is a separate chunk fetched then; a failure to fetch
 * it changes nothing for the customer.
 */
export function bootMonitoring(): void {
  const start = () => {
    if (!analyticsAllowed()) {
      document.documentElement.dataset.monitoring = 'off';
      return;
    }
    import('./agent')
      .then((m) => m.startMonitoring())
      .catch(() => {
        document.documentElement.dataset.monitoring = 'unavailable';
      });
  };
  if (document.readyState === 'complete') setTimeout(start, 0);
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true });
}
