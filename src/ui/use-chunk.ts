import { useEffect, useState } from 'react';

/** A lazily loaded module fetched at most once: by intent (`start()`, e.g. on focus or pointerdown) or by `useChunk`. */
export interface Chunk<T> {
  start: () => Promise<T>;
  /** The module, once it has arrived: drawn synchronously, without a Suspense fallback in between. */
  loaded: () => T | undefined;
}

export function chunk<T>(load: () => Promise<T>): Chunk<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    start: () =>
      (pending ??= load().then(
        (v) => (value = v),
        (error: unknown) => {
          // A failed fetch (the network) may be tried again by the next intent.
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

/**
 * A part of a page whose code is a chunk of its own (issue 47: a route's first script holds what its first screen
 * draws): `wanted` fetches it; the part is drawn as soon as it is there, and at once when an earlier intent (focus,
 * pointerdown on the control that leads to it) fetched it already, so no click waits on the network. A failed fetch
 * reaches the page's error boundary.
 */
export function useChunk<T>(part: Chunk<T>, wanted: boolean): T | undefined {
  const [, arrived] = useState(0);
  const [failed, setFailed] = useState<unknown>(null);
  const value = part.loaded();
  useEffect(() => {
    if (!wanted || value) return;
    let live = true;
    part.start().then(
      () => live && arrived((n) => n + 1),
      (error: unknown) => live && setFailed(() => error),
    );
    return () => {
      live = false;
    };
  }, [part, wanted, value]);
  if (failed) throw failed;
  return value;
}
