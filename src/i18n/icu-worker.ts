/**
 * The worker that loads ICU's data off the main thread (public/icu-warm.js); paint-first.js gets it by attribute. The
 * data is shared by the page's threads, so the main thread's first Intl call (react-intl's provider, 40-80 ms of real
 * CPU on its own) then takes about 1 ms (issue 14). A classic worker with no imports: src/frames/paint-first.js
 * starts it just after a framed page's first paint, src/i18n/icu-warm.ts on any other page. Every page loads it, and
 * Lighthouse counts it as script: its explanation lives here, not in the file sent (issue 47).
 */
export const ICU_WARM_WORKER = '/icu-warm.js';

/** What src/frames/paint-first.js leaves for the entry: the warm-up it started after the first paint. */
export interface IcuWarmGlobal {
  icuWarmStarted?: Promise<void>;
}
