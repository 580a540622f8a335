import { useEffect } from 'react';

/**
 * The leave-page warning (SPEC §2): while `active`, closing, reloading or leaving the site asks the browser
 * to confirm. The browser shows its own text; nothing the page writes is displayed.
 */
export function useLeaveWarning(active: boolean, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): void {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    target.addEventListener('beforeunload', warn);
    return () => target.removeEventListener('beforeunload', warn);
  }, [active, target]);
}
