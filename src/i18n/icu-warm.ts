/** Longest the first render waits for the ICU warm-up; past it the main thread loads ICU itself, as before. */
const WAIT_MS = 250;

/**
 * Starts loading ICU's data on a worker (icu-warm.worker.ts) and resolves when it is loaded, when the worker
 * fails or cannot start, or after WAIT_MS. The page's first Intl call then no longer blocks the main thread.
 */
function warmIcu(): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    // Past WAIT_MS the page stops waiting but the worker is left to finish (it closes itself): terminating it
    // while its script is still loading left that request pending for good in Chromium, so the page never went
    // network-idle.
    const timer = setTimeout(resolve, WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    try {
      worker = new Worker(new URL('./icu-warm.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = done;
      worker.onerror = done;
    } catch {
      done();
    }
  });
}

/** Started when this module is evaluated: main.tsx imports it first, so the worker starts before the app's modules run. */
export const icuWarm: Promise<void> = warmIcu();
