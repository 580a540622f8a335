/** Browser monitoring (SPEC §9 "Monitoring", issue 12 part 2): every constant in one object. */
export const MONITORING_CONFIG = {
  /** A session ends 4 hours after it started… */
  sessionMaxMs: 4 * 60 * 60 * 1000,
  /** …or after 30 minutes without activity (click, key, scroll, route change). */
  sessionInactiveMs: 30 * 60 * 1000,
  /** Vitals, errors and the session record are sent every 10 s… */
  harvestMs: 10_000,
  /** …page actions and route timings every 30 s. */
  actionsHarvestMs: 30_000,
  /** Share of sessions chosen for replay (the decision is recorded; no recorder runs). */
  replaySampleRate: 0.1,
  /** Replay data would be sent every 60 s (no recorder in this build; kept for the record). */
  replayHarvestMs: 60_000,
  /** Share of errors sent. */
  errorSampleRate: 1,
  /** Activity refreshes the session at most this often, so a scroll does not write storage on every frame. */
  activityThrottleMs: 1000,
  /** Per-harvest caps, so a runaway loop cannot flood the collector. */
  maxItemsPerHarvest: 100,
  maxTextLength: 300,
  /** The agent's code is fetched at the customer's first interaction, or this long after the load event (when the
   *  browser is idle), whichever is first: never while a page loads (issue 31: its 4.5 KiB fell inside the load of
   *  every route when it came 3 s after the load event). Errors before it are kept by the boot code and handed over;
   *  vitals are read from the browser's buffered entries; nothing is sent before the first harvest (10 s) anyway. */
  startDelayMs: 10_000,
  /** Where the collector listens, relative to the gateway. */
  collectorPath: 'integrations/monitoring/harvest',
  storageKey: 'monitoring:session',
} as const;

export type MonitoringConfig = typeof MONITORING_CONFIG;
