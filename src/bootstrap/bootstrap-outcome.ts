import { ApiError } from '../api/api-error';

export type BootstrapOutcome = { kind: 'ready' } | { kind: 'maintenance' } | { kind: 'rate-limited'; message: string };

/**
 * SPEC §4 "Config or locale fetch": from the settled start-up calls (global config, maintenance status, locale
 * keys) decide where the app starts. Rate-limited → /429; maintenance enabled → /maintenance; any other failure
 * (network, malformed, 5xx, even a failed /config.json) → /maintenance.
 */
export function bootstrapOutcome(results: PromiseSettledResult<unknown>[], maintenanceEnabled: boolean | undefined): BootstrapOutcome {
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
  const limited = failures.find((e) => e instanceof ApiError && e.kind === 'rate-limited') as ApiError | undefined;
  if (limited) return { kind: 'rate-limited', message: limited.description };
  if (maintenanceEnabled || failures.length) return { kind: 'maintenance' };
  return { kind: 'ready' };
}

/** Pages the bootstrap never redirects away from (they are where it sends people). */
export function isBootstrapExempt(path: string): boolean {
  return path === '/maintenance' || path === '/429';
}
