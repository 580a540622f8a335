import { fromPromise, type AnyActorLogic } from 'xstate';
import { createJourneyActor } from '../../../engine';
import { usePageActor } from '../../journey/use-page-actor';

/**
 * Runs a journey machine (service-action, termination-decision) for the life of a page, with the page's actors.
 * Never persisted: a reload must not resume a request that was being sent (it would send it again).
 */
export function useFlowMachine(journeyId: string, actors: Record<string, AnyActorLogic>, input: Record<string, unknown> = {}) {
  const { actor, snapshot } = usePageActor(journeyId, (compiled) => createJourneyActor(compiled, { actors, input }).start());
  return { actor, snapshot };
}

/** The error a machine recorded (`recordError`): the gateway's code, if any. */
export type FlowError = { code?: string; description?: string | null } | null;

type Run<T> = (input: Record<string, unknown>) => Promise<T>;

const serviceActors = {
  // The page's call travels with the SUBMIT event that starts it, so the machine always runs the current one.
  runServiceAction: fromPromise<unknown, { event: { run?: Run<unknown>; input?: Record<string, unknown> } }>(({ input }) => {
    if (!input.event.run) throw { status: 500, code: 'NO_ACTION', description: 'SUBMIT carried no action' };
    return input.event.run(input.event.input ?? {});
  }),
};

/**
 * One confirmed request, sent once (journeys/service-action.json): `submit(input)` while ready; pressing again
 * while it is being sent does nothing. `run` receives the input given to submit.
 */
export function useServiceAction<T>(run: Run<T>) {
  const { actor, snapshot } = useFlowMachine('service-action', serviceActors);
  const ctx = snapshot.context as { error: FlowError; result: T | null };
  return {
    busy: snapshot.hasTag('busy'),
    done: snapshot.status === 'done',
    error: ctx.error,
    result: ctx.result,
    submit: (input: Record<string, unknown> = {}) => actor.send({ type: 'SUBMIT', input, run }),
  };
}
