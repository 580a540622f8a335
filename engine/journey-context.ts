import type { AnyMachineSnapshot } from 'xstate';
import type { JourneyContexts } from '../schemas/generated/journey-context/index.ts';

/**
 * Each machine journey's context type by journey id, generated from schemas/journey-context/<id>.schema.json by
 * `npm run gen` (issue 43); journeys:check holds every journey's JSON `context` to it.
 */
export type { JourneyContexts };

type WithContext<S, C> = S extends unknown ? Omit<S, 'context'> & { readonly context: C } : never;

/** A machine snapshot whose context is typed (`JourneyContexts[id]`): each of XState's snapshot kinds kept. */
export type JourneySnapshot<C> = WithContext<AnyMachineSnapshot, C>;
