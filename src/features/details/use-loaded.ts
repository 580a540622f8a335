import { useCallback, useEffect, useState } from 'react';

/** The state of one load: waiting, failed (with a retry) or ready. */
export type Loaded<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly value: T };

/**
 * Runs `load` when it or `key` changes (undefined: nothing to load) and keeps the latest answer; a late
 * answer of an earlier key is dropped. `retry` runs the same load again.
 */
export function useLoaded<T>(load: (() => Promise<T>) | undefined, key: string): [Loaded<T>, () => void] {
  const [state, setState] = useState<{ key: string; attempt: number; loaded: Loaded<T> }>({ key, attempt: 0, loaded: { status: 'idle' } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return undefined;
    let live = true;
    load().then(
      (value) => live && setState({ key, attempt, loaded: { status: 'ready', value } }),
      () => live && setState({ key, attempt, loaded: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // `load` is recreated each render by callers; the key says when the thing to load changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, load === undefined]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!load) return [{ status: 'idle' }, retry];
  return [state.key === key && state.attempt === attempt ? state.loaded : { status: 'loading' }, retry];
}
