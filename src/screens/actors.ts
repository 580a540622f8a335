import type { AnyActorLogic } from 'xstate';
import { joinBehaviours } from '../../engine/behaviours';
import type { ApiClient } from '../api/api-client';
import { simReplacementActors } from './sim-replacement/actors';
// -- purchase area imports: below --

// -- manage area imports: below --
import { linesActors } from './lines/actors';
import { cancelPortInActors } from './cancel-portin/actors';
import { serviceRequestActors } from './service-requests/actors';
import { rescheduleActors } from './reschedule/actors';
import { terminationActors } from './termination/actors';
import { planSwitchActors } from './plan-switch/actors';

// -- account area imports: below --


/**
 * The work journeys' steps invoke, by the names the JSON uses (engine/behaviours/actors.ts declares them for
 * journeys:check). Each screen area owns its actors file (src/screens/<area>/actors.ts); an actor takes its input
 * only and answers with output or an error, so a test swaps it with `machine.provide`. Given once per journey
 * actor (src/journey/wizard-route.tsx); a name given twice is refused.
 */
export function journeyActors(api: ApiClient): Record<string, AnyActorLogic> {
  return joinBehaviours<AnyActorLogic>(
    'actor',
    simReplacementActors(api),
    // -- purchase area groups: below --

    // -- manage area groups: below --
    linesActors(api),
    cancelPortInActors(api),
    serviceRequestActors(api),
    rescheduleActors(api),
    terminationActors(api),
    planSwitchActors(api),

    // -- account area groups: below --
  );
}
