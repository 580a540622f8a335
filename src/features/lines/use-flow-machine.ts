import { useEffect, useLayoutEffect, useRef } from 'react';
import { useJourney } from '../../journey/use-journey';

/** The error a machine recorded (`recordError`): the gateway's code, if any. */
export type FlowError = { code?: string; description?: string | null } | null;

/**
 * One confirmed request, sent once (a machine journey of one invoke: ready → busy → done): `submit(data)` while
 * ready sends SUBMIT with plain data (the journey's input mapper picks what its actor needs); pressing again while it
 * is being sent does nothing. `onDone` runs once with the result, for what the page shows or refreshes after it.
 */
export function useConfirmedRequest<T>(journeyId: string, input: Record<string, unknown>, onDone?: (result: T) => void) {
  const { actor, snapshot } = useJourney(journeyId, { input });
  const ctx = snapshot.context as { error: FlowError; result: T | null };
  const done = snapshot.status === 'done';
  const latest = useRef(onDone);
  useLayoutEffect(() => {
    latest.current = onDone;
  });
  const reported = useRef(false);
  useEffect(() => {
    if (!done || reported.current) return;
    reported.current = true;
    latest.current?.(ctx.result as T);
  }, [done, ctx.result]);
  return {
    busy: snapshot.hasTag('busy'),
    done,
    error: ctx.error,
    result: ctx.result,
    /** The machine's context (what it was started with or SUBMIT named). */
    context: snapshot.context as Record<string, unknown>,
    submit: (data: Record<string, unknown> = {}) => actor.send({ type: 'SUBMIT', ...data }),
  };
}
