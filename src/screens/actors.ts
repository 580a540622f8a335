import type { AnyActorLogic } from 'xstate';
import { joinBehaviours } from '../../engine/behaviours';
import type { ApiClient } from '../api/api-client';
import { simReplacementActors } from './sim-replacement/actors';
// -- purchase area imports: below --
import { checkoutActors } from './checkout/actors';
import { catalogActors } from './catalog/actors';

// -- manage area imports: below --

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
    checkoutActors(api),
    catalogActors(api),

    // -- manage area groups: below --

    // -- account area groups: below --
  );
}

// -- purchase area payment actors: below --
/** The purchase's actors of journeys/payment.json (the order is what is paid for), run by the payment step's page. */
export { purchasePaymentActors } from './checkout/actors';
