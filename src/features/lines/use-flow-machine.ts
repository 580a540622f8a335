import { useEffect, useLayoutEffect, useRef } from 'react';
import { useJourney, type JourneyContexts } from '../../journey/use-journey';

/** The error a machine recorded (`recordError`): the gateway's code, if any. */
export type FlowError = { code?: string; description?: string | null } | null;

/** The machine journeys of one confirmed request: a context with the error and the result of their one call. */
type ConfirmedRequestJourney = { [Id in keyof JourneyContexts]: JourneyContexts[Id] extends { error: FlowError; result: unknown } ? Id : never }[keyof JourneyContexts];

/**
 * One confirmed request, sent once (a machine journey of one invoke: ready → busy → done): `submit(data)` while
 * ready sends SUBMIT with plain data (the journey's input mapper picks what its actor needs); pressing again while it
 * is being sent does nothing. `onDone` runs once with the result, for what the page shows or refreshes after it.
 * The context is the journey's generated type; `T` is its actor's output where the schema keeps it open (a line).
 */
export function useConfirmedRequest<Id extends ConfirmedRequestJourney, T = NonNullable<JourneyContexts[Id]['result']>>(journeyId: Id, input: Partial<JourneyContexts[Id]>, onDone?: (result: T) => void) {
  const { actor, snapshot } = useJourney(journeyId, { input });
  const ctx = snapshot.context;
  const done = snapshot.status === 'done';
  const latest = useRef(onDone);
  useLayoutEffect(() => {
    latest.current = onDone;
  });
  const reported = useRef(false);
  useEffect(() => {
    if (!done || reported.current) return;
    reported.current = true;
    // The actor's output, kept by storeResult (the schema leaves it open): what the caller says its actor answers.
    latest.current?.(ctx.result as T);
  }, [done, ctx.result]);
  return {
    busy: snapshot.hasTag('busy'),
    done,
    error: ctx.error,
    result: ctx.result as T | null,
    /** The machine's context (what it was started with or SUBMIT named). */
    context: ctx,
    submit: (data: object = {}) => actor.send({ type: 'SUBMIT', ...data }),
  };
}
