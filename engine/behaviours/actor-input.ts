import type { ACTOR_CONTEXTS, ACTOR_INPUTS } from './actor-names.ts';
import type { InputMapperName, InputOf } from './inputs.ts';
import type { JourneyContexts } from '../journey-context.ts';

/** An actor the journeys invoke, by name (engine/behaviours/actor-names.ts, written by `npm run gen`). */
export type InvokedActorName = keyof typeof ACTOR_INPUTS;

/**
 * The context of the machine journeys that invoke `A` with their whole context (ACTOR_CONTEXTS), as generated from
 * schemas/journey-context/<id>.schema.json; never when no machine does.
 */
type InvokingContext<A extends InvokedActorName> = A extends keyof typeof ACTOR_CONTEXTS
  ? JourneyContexts[Extract<(typeof ACTOR_CONTEXTS)[A][number], keyof JourneyContexts>]
  : never;

/** The contextAndEvent mapper's `{ context, event }` with the invoking journeys' context type in place of a record. */
type WithContext<I, C> = [C] extends [never] ? I : I extends { context: unknown; event: infer E } ? { context: C; event: E } : I;

/**
 * What the actor `A` receives: the output of the input mapper(s) the journeys' JSON feeds it with (a wizard step's
 * default stepData, a machine state's contextAndEvent, whose `context` is the invoking journey's generated context
 * type). An actor declared `fromPromise<Out, ActorInput<'name'>>` is typed from the JSON: a mapper changed there
 * changes this type, and the actor's reading of it fails the typecheck.
 */
export type ActorInput<A extends InvokedActorName> = WithContext<InputOf<Extract<(typeof ACTOR_INPUTS)[A][number], InputMapperName>>, InvokingContext<A>>;
