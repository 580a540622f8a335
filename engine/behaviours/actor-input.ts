import type { ACTOR_INPUTS } from './actor-names.ts';
import type { InputMapperName, InputOf } from './inputs.ts';

/** An actor the journeys invoke, by name (engine/behaviours/actor-names.ts, written by `npm run gen`). */
export type InvokedActorName = keyof typeof ACTOR_INPUTS;

/**
 * What the actor `A` receives: the output of the input mapper(s) the journeys' JSON feeds it with (a wizard step's
 * default stepData, a machine state's contextAndEvent). An actor declared `fromPromise<Out, ActorInput<'name'>>` is
 * typed from the JSON: a mapper changed there changes this type, and the actor's reading of it fails the typecheck.
 */
export type ActorInput<A extends InvokedActorName> = InputOf<Extract<(typeof ACTOR_INPUTS)[A][number], InputMapperName>>;
