/**
 * Build step (a Vite plugin): Vite's preload helper adds a `<link rel="modulepreload">` for every chunk a lazily
 * loaded module needs, all of them in the task that asks for the module. A journey page or a step's screen needs
 * 20 to 40 chunks, and each link added starts a request on the main thread: 15-35 ms of it in one task on the
 * signed-in routes (four times that at Lighthouse's 4x CPU, so a blocking task after the first paint), and the same
 * in the task of a tap that loads a chunk (issue 31). Here the helper adds them a few per task instead, in the
 * order it asked for them; the module itself is still requested at once by its import, and its own imports by the
 * browser as the module arrives, so a link added a task later only ever saves a request that was not yet made.
 */
import type { Plugin } from 'vite';

/** How many preload links one task adds. */
export const LINKS_PER_TASK = 4;

/** The module id of Vite's preload helper, and the one statement in it that adds a link. */
const HELPER_ID = '\0vite/preload-helper.js';
const APPEND = 'document.head.appendChild(link);';

/** The code that queues the links and adds them LINKS_PER_TASK per task (a zero-delay timer between batches). */
export const QUEUE_CODE = `const preloadQueue = [];
function addQueuedLinks() {
  for (const link of preloadQueue.splice(0, ${LINKS_PER_TASK})) document.head.appendChild(link);
  if (preloadQueue.length) setTimeout(addQueuedLinks, 0);
}
function queueLink(link) {
  if (preloadQueue.push(link) === 1) setTimeout(addQueuedLinks, 0);
}
`;

/** The helper's code with its links queued; an error when the helper no longer has the statement (a Vite update). */
export function withQueuedLinks(code: string): string {
  const at = code.indexOf(APPEND);
  if (at < 0 || code.indexOf(APPEND, at + 1) >= 0) throw new Error(`preload-batches: Vite's preload helper no longer adds its links with one "${APPEND}"`);
  return `${QUEUE_CODE}${code.replace(APPEND, 'queueLink(link);')}`;
}

export function preloadBatchesPlugin(): Plugin {
  let seen = false;
  return {
    name: 'preload-batches',
    apply: 'build',
    transform(code, id) {
      if (id !== HELPER_ID) return null;
      seen = true;
      return { code: withQueuedLinks(code), map: null };
    },
    buildEnd(error) {
      // This app always loads modules lazily, so a build without the helper means Vite now makes it another way.
      if (!error && !seen) this.error(`preload-batches: Vite's preload helper (${HELPER_ID}) was not seen; its links would not be batched`);
    },
  };
}
