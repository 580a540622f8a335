import { useEffect, useLayoutEffect, useRef } from 'react';

/** Where the last back or forward went: the browser restores that page's scroll, so it is no new arrival. */
let traversedTo: string | undefined;
/** Counts every focus change: a page that put focus somewhere as it mounted is left with it. */
let focusChanges = 0;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => (traversedTo = window.location.pathname));
  window.addEventListener('focusin', () => focusChanges++, true);
}

/**
 * A page reached by a link or a step's Next opens at its top, with focus at the start of its content (`main`, the skip
 * link's target), as a page load does. Without it an in-app move kept the last page's scroll (the footer's Help opened
 * the help page 254 px down at 390 px, its heading out of sight) and left focus on the link pressed, in the footer or
 * gone. Not on the first page (the browser's own load), not on back and forward (the browser restores where the
 * customer was), not for an address with a #fragment (the page goes to it), and focus not where the new page already
 * put it (an error, a dialog, its heading).
 */
export function usePageArrival(path: string): void {
  const previous = useRef(path);
  const arrived = useRef<{ focusChanges: number } | undefined>(undefined);
  // Before the paint: the new page is not drawn scrolled first.
  useLayoutEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    const traversal = traversedTo === path;
    traversedTo = undefined;
    if (traversal || window.location.hash) return;
    window.scrollTo(0, 0);
    arrived.current = { focusChanges };
  }, [path]);
  // After the new page's own effects (a parent's run after its children's).
  useEffect(() => {
    const arrival = arrived.current;
    arrived.current = undefined;
    if (!arrival || arrival.focusChanges !== focusChanges) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [path]);
}
