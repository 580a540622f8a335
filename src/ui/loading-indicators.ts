/**
 * What says a page is still loading: start-up's spinner, a skeleton, a loading note, a busy status region. The
 * product's one definition: the FAQ waits for a page to be drawn (src/shell/faq-slot.tsx), and the bench's visits wait
 * the same way (scripts/visit-scripts.ts).
 */
export const LOADING_INDICATORS = '.spinner-wrap, .skeleton, .loading-note, [role="status"][aria-busy="true"]';

/**
 * Whether the page in `root` has drawn: its heading is there, and no loading indicator is left (a sample of one in the
 * design catalogue, inside [data-showcase], is no load in progress).
 */
export function pageDrawn(root: ParentNode): boolean {
  if (root.querySelector('h1') === null) return false;
  return [...root.querySelectorAll(LOADING_INDICATORS)].every((e) => e.closest('[data-showcase]') !== null);
}
