import { useEffect, useLayoutEffect, useRef } from 'react';
import { createJourneyActor } from '../../../engine';
import { useApi } from '../../api/api-context';
import { usePageActor } from '../../journey/use-page-actor';
import { useJourneyActors } from '../../journey/journey-actors';

/**
 * Runs a journey machine (sim-activation, cancel-portin, service-request-cancel, termination-decision,
 * plan-switch-confirm) for the life of a page, with the actors of the one registry (src/features/actors.ts);
 * `input` is the machine's starting context. Never persisted: a reload must not resume a request that was being
 * sent (it would send it again).
 */
export function useFlowMachine(journeyId: string, input: Record<string, unknown> = {}) {
  const api = useApi();
  const journeyActors = useJourneyActors();
  const { actor, snapshot } = usePageActor(journeyId, (compiled) => createJourneyActor(compiled, { actors: journeyActors(api), input }).start());
  return { actor, snapshot };
}

/** The error a machine recorded (`recordError`): the gateway's code, if any. */
export type FlowError = { code?: string; description?: string | null } | null;

/**
 * One confirmed request, sent once (a machine journey of one invoke: ready → busy → done): `submit(data)` while
 * ready sends SUBMIT with plain data (the journey's input mapper picks what its actor needs); pressing again while it
 * is being sent does nothing. `onDone` runs once with the result, for what the page shows or refreshes after it.
 */
export function useConfirmedRequest<T>(journeyId: string, input: Record<string, unknown>, onDone?: (result: T) => void) {
  const { actor, snapshot } = useFlowMachine(journeyId, input);
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
