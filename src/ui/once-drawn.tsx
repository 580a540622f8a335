import { useEffect, useState, type ReactNode } from 'react';
import { pageDrawn } from './loading-indicators';

/**
 * Whether the page in `main` has drawn (pageDrawn: its heading, no loading indicator), watched until it has; `key`
 * starts the watch again (the FAQ's path). What sits under a page still loading is pushed down when the page draws:
 * the FAQ off the screen at 390 px on every step of the purchase reloaded (CLS 0.22-0.52), a page's trailing links
 * under a skeleton moved up as a short answer came (0.012-0.078, issue 47).
 */
export function usePageDrawn(key: string): boolean {
  const [drawnAt, setDrawnAt] = useState<string>();
  useEffect(() => {
    // The app's main; a screen drawn on its own (a component test) is watched in the body.
    const main = document.getElementById('main') ?? document.body;
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (!pageDrawn(main)) return;
      observer.disconnect();
      setDrawnAt(key);
    };
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'aria-busy'] });
    check();
    return () => observer.disconnect();
  }, [key]);
  return drawnAt === key;
}

/**
 * What comes under a page's loaded answer (its ways on: back to a hub, a related page), drawn once the page has drawn,
 * so a skeleton's height never moves it. `watch` starts again when the answer does (another line chosen).
 */
export function OnceDrawn({ children, watch = '' }: { children: ReactNode; watch?: string }) {
  return usePageDrawn(watch) ? <>{children}</> : null;
}
