/**
 * The browser-monitoring agent (issue 12 part 2), loaded after the page's load event and only while the
 * customer allows analytics (src/analytics/page-analytics.ts). It collects Core Web Vitals (web-vitals),
 * uncaught errors and unhandled rejections, page actions (what was clicked, by its label; never what was typed)
 * and route timings, and sends them with navigator.sendBeacon to the collector. Every harvest checks the
 * preference again: once analytics is off, buffers are dropped and nothing more is sent.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { addPageViewSink, analyticsAllowed } from '../../analytics/page-analytics';
import { gatewayAsset } from '../../config/runtime-config';
import { MONITORING_CONFIG as CONFIG } from './monitoring-config';
import { clip, currentSession, dueKinds, errorSampled, parseSession, type HarvestKind, type MonitoringSession } from './session-rules';

type Buffers = Record<Exclude<HarvestKind, 'session'>, unknown[]>;

let started = false;

export function startMonitoring(early: Array<ErrorEvent | PromiseRejectionEvent> = []): void {
  if (started) return;
  started = true;
  const random = () => Math.random();
  const newId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}-${random().toString(36).slice(2)}`);
  const buffers: Buffers = { vitals: [], errors: [], actions: [], timings: [] };
  let session: MonitoringSession;
  let sessionUnsent = false;
  let lastActivity = 0;
  const last = { fast: Date.now(), slow: Date.now() };
  const root = document.documentElement;
  let ticks = 0;

  const save = () => {
    try {
      localStorage.setItem(CONFIG.storageKey, JSON.stringify(session));
    } catch {
      // storage disabled: the session lives for this page only
    }
  };
  const readStored = () => {
    try {
      return parseSession(localStorage.getItem(CONFIG.storageKey));
    } catch {
      return undefined;
    }
  };
  /** Activity: the stored session goes on (marked active) or a new one starts (its replay decision recorded). */
  const touch = (now = Date.now()) => {
    const next = currentSession(session ?? readStored(), now, random, newId);
    session = next.session;
    if (next.started) sessionUnsent = true;
    save();
  };
  touch();

  const push = (kind: keyof Buffers, item: object) => {
    if (!analyticsAllowed()) return;
    const list = buffers[kind];
    if (list.length < CONFIG.maxItemsPerHarvest) list.push({ ...item, path: location.pathname, at: Date.now() });
  };

  const onVital = (m: Metric) => push('vitals', { name: m.name, value: m.value, rating: m.rating, id: m.id, navigationType: m.navigationType });
  onLCP(onVital);
  onCLS(onVital);
  onINP(onVital);
  onFCP(onVital);
  onTTFB(onVital);

  const onError = (e: ErrorEvent) => {
    if (errorSampled(random)) push('errors', { type: 'error', message: clip(e.message), source: clip(e.filename), line: e.lineno, column: e.colno, stack: clip((e.error as Error | undefined)?.stack, 2000) });
  };
  const onRejection = (e: PromiseRejectionEvent) => {
    const reason = e.reason as { message?: unknown; stack?: unknown } | undefined;
    if (errorSampled(random)) push('errors', { type: 'unhandledrejection', message: clip(reason?.message ?? reason), stack: clip(reason?.stack, 2000) });
  };
  // Errors from before the agent arrived (kept by boot.ts), then every later one.
  for (const e of early) {
    if (e.type === 'unhandledrejection') onRejection(e as PromiseRejectionEvent);
    else onError(e as ErrorEvent);
  }
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);

  // Page actions: a click on a button or link, named by its accessible label (never a field's value).
  document.addEventListener(
    'click',
    (e) => {
      const target = (e.target as Element | null)?.closest?.('button, a, [role="button"], [role="link"], summary');
      if (!target) return;
      const name = target.getAttribute('aria-label') ?? target.textContent ?? '';
      push('actions', { action: 'click', element: target.tagName.toLowerCase(), name: clip(name.replace(/\s+/g, ' ').trim(), 80) });
    },
    { capture: true },
  );

  // Route timings: each page view, with the time since the previous one (the first since navigation start).
  let previousView = 0;
  addPageViewSink(({ path, at }) => {
    push('timings', { route: path, sincePrevious: previousView ? at - previousView : Math.round(performance.now()) });
    previousView = at;
    touch(at);
  });
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (nav) push('timings', { route: location.pathname, navigation: true, domContentLoaded: Math.round(nav.domContentLoadedEventEnd), load: Math.round(nav.loadEventEnd), transferSize: nav.transferSize });

  const activity = () => {
    const now = Date.now();
    if (now - lastActivity < CONFIG.activityThrottleMs) return;
    lastActivity = now;
    touch(now);
  };
  for (const type of ['pointerdown', 'keydown', 'scroll']) window.addEventListener(type, activity, { passive: true, capture: true });

  const send = (kind: HarvestKind, items: unknown[]) => {
    const url = gatewayAsset(CONFIG.collectorPath);
    if (!url) return false;
    const body = JSON.stringify({ kind, session: { id: session.id, startedAt: session.startedAt, replay: session.replay }, items, sentAt: Date.now() });
    try {
      return navigator.sendBeacon(url, body);
    } catch {
      return false;
    }
  };

  const harvest = (kinds: HarvestKind[]) => {
    if (!analyticsAllowed()) {
      for (const list of Object.values(buffers)) list.length = 0;
      root.dataset.monitoring = 'off';
      return;
    }
    root.dataset.monitoring = 'on';
    // A session that ran out while the page sat idle is replaced before anything more is sent under it.
    if (currentSession(session, Date.now(), random, newId).started) touch();
    for (const kind of kinds) {
      if (kind === 'session') {
        if (sessionUnsent && send('session', [{ replay: session.replay, replaySampleRate: CONFIG.replaySampleRate, errorSampleRate: CONFIG.errorSampleRate }])) sessionUnsent = false;
        continue;
      }
      const list = buffers[kind];
      if (list.length && send(kind, list.slice())) list.length = 0;
    }
  };

  const tick = () => {
    const now = Date.now();
    const kinds = dueKinds(last, now);
    if (kinds.includes('vitals')) last.fast = now;
    if (kinds.includes('actions')) last.slow = now;
    if (kinds.length) {
      harvest(kinds);
      // A visible heartbeat of the harvest loop (tests wait on it rather than on time).
      root.dataset.monitoringHarvests = String(++ticks);
    }
  };
  setInterval(tick, 1000);
  // Leaving or hiding the page sends what is buffered (the last chance a beacon has).
  const flushAll = () => harvest(['session', 'vitals', 'errors', 'actions', 'timings']);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushAll());
  window.addEventListener('pagehide', flushAll);
  root.dataset.monitoring = 'on';
  harvest(['session']);
}
