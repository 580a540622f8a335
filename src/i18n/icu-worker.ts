/** The worker that loads ICU's data off the main thread (public/icu-warm.js); paint-first.js gets it by attribute. */
export const ICU_WARM_WORKER = '/icu-warm.js';

/** What src/frames/paint-first.js leaves for the entry: the warm-up it started after the first paint. */
export interface IcuWarmGlobal {
  icuWarmStarted?: Promise<void>;
}
