import { ICU_WARM_WORKER, type IcuWarmGlobal } from './icu-worker';

/** Longest the first render waits for the ICU warm-up; past it the main thread loads ICU itself, as before. */
const WAIT_MS = 250;

/**
 * Starts loading ICU's data on a worker (public/icu-warm.js) and resolves when it is loaded or when the worker
 * fails or cannot start. The page's first Intl call then no longer blocks the main thread.
 */
function startWarm(): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    try {
      // The worker closes itself once it has answered: a terminate() after the answer showed 7 ms in a profile, and
      // terminating it while its script was still loading left that request pending for good in Chromium.
      const worker = new Worker(ICU_WARM_WORKER);
      worker.onmessage = worker.onerror = () => resolve();
    } catch {
      resolve();
    }
  });
}

/**
 * The warm-up the landing's loader started after the first paint (src/frames/paint-first.js: the worker then has the
 * time of the entry's download to load ICU), or one started now; at most WAIT_MS from now.
 */
function warmIcu(): Promise<void> {
  const global = globalThis as IcuWarmGlobal;
  // Left on the page too, so the loader's own start (a timer after the paint) does not start a second worker.
  const started = (global.icuWarmStarted ??= startWarm());
  return Promise.race([started, new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS))]);
}

/** Taken over or started when this module is evaluated: main.tsx imports it first, before the app's modules run. */
export const icuWarm: Promise<void> = warmIcu();
