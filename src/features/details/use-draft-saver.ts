import { useEffect, useRef } from 'react';

/** How long typing may pause before the draft is written to the journey (and so to session storage). */
export const DRAFT_DELAY_MS = 300;

/**
 * Saves what the customer typed into the journey data with UPDATE, a moment after typing pauses and at
 * once when the screen or the page goes away (pagehide), so a reload or Back never loses input. `draft` is compared as JSON.
 */
export function useDraftSaver<D extends object>(draft: D, save: (draft: D) => void, enabled = true): void {
  const json = JSON.stringify(draft);
  const saved = useRef(json);
  const pending = useRef<{ json: string; draft: D } | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    if (!enabled || json === saved.current) return undefined;
    pending.current = { json, draft };
    const timer = setTimeout(() => {
      pending.current = null;
      if (json === saved.current) return; // flushed already (pagehide)
      saved.current = json;
      saveRef.current(draft);
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
    // `draft` is described by `json`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [json, enabled]);

  // Leaving the screen (Back, Next, route change) or the page (reload, another site) flushes the last keystrokes.
  // Before, a reload within the typing pause lost them, and on a busy phone the pause's timer can run late.
  useEffect(() => {
    const flush = () => {
      const p = pending.current;
      pending.current = null;
      if (!p || p.json === saved.current) return;
      saved.current = p.json;
      saveRef.current(p.draft);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
}
