import { useEffect, useRef, useState } from 'react';

/**
 * What a customer typed into an account form when their session ended mid-form, kept in memory (never in local or
 * session storage, which the session end clears and which must never hold card details) while they sign in again in
 * the same tab, then handed back once to the form on its return.
 *
 * A session may end by the form's own save or by any other call of the page (a header's query still on the wire):
 * either way what is typed is kept. The form shown registers what it holds (`useKeepOnSessionEnd`), and the app's reaction
 * to an ended session keeps it (`keepShownDraft`) before it leaves the page.
 */
/** What a form holds: its fields' typed text, by field name (never a file, never anything but text). */
export type DraftValues = Readonly<Record<string, string>>;

const kept = new Map<string, DraftValues>();
const shown = new Map<string, () => DraftValues | undefined>();

/** Keeps a form's values for `path`. */
export function keepDraft(path: string, values: DraftValues): void {
  kept.set(path, values);
}

/** Keeps what the form shown on `path` holds, if a form there registered; the app calls it as a session ends. */
export function keepShownDraft(path: string): void {
  const values = shown.get(path)?.();
  if (values) keepDraft(path, values);
}

/** Forgets every kept draft: another customer signed in (what one typed is never shown to another). */
export function forgetDrafts(): void {
  kept.clear();
}

/**
 * The draft kept for `path`, read once when the form first renders and forgotten only once that render is on the
 * page (a render React throws away must not lose it).
 */
export function useKeptDraft<T extends DraftValues>(path: string): T | undefined {
  const [draft] = useState(() => kept.get(path) as T | undefined);
  useEffect(() => {
    kept.delete(path);
  }, [path]);
  return draft;
}

/** While the form is shown, `values` (what it holds now) are what a session ending on `path` keeps. */
export function useKeepOnSessionEnd(path: string, values: DraftValues): void {
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  useEffect(() => {
    shown.set(path, () => latest.current);
    return () => {
      shown.delete(path);
    };
  }, [path]);
}
