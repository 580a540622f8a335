import type { Flags } from 'lighthouse';

/**
 * What each of our Lighthouse runs asks for (`npm run bench`, scripts/lighthouse-ab.ts): the performance category
 * only, without the work that scores nothing there. The full-page screenshot and the back/forward-cache check (a
 * navigation of its own) are weight-0 extras of the category; the thumbnails and the final screenshot are hidden
 * ones. The score, LCP, TBT, CLS and Speed Index come from the trace as before (Speed Index reads the trace's own
 * frames, not the thumbnails audit). In one run on /help (lhr.timing, load 9-12) the two gatherers took 1,592 and
 * 573 ms of 20.2 s: the table of every route and language is a long run, and this is its share that measures nothing.
 */
export const LIGHTHOUSE_FLAGS: Flags = {
  onlyCategories: ['performance'],
  output: 'json',
  logLevel: 'error',
  disableFullPageScreenshot: true,
  skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
};
