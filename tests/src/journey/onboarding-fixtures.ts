/**
 * What a sandbox gateway answers during an onboarding, as small fixtures in the registry's response shapes
 * (each answer is checked against its endpoint's precompiled validator by tests/support/fake-api.ts), and the
 * journey data a customer has collected by the time they reach the later steps.
 */
import { GUARD_WORLDS } from '../../support/wizard-model';
import type { FakeAnswers } from '../../support/fake-api';
import { CUSTOMER_DATA, GATEWAY_ANSWERS } from '../../support/gateway-answers';

/** The reads an onboarding screen makes when it opens: the gateway's fixtures (one place per endpoint). */
export const ONBOARDING_ANSWERS: FakeAnswers = GATEWAY_ANSWERS;

const CUSTOMER = CUSTOMER_DATA.onboarding!;
const PORT_IN = { portIn: { donorTelco: 'jazz', currentNumber: '923215550001', eligible: true, requestId: 'mnp-1', verified: true }, selectedNumber: null };

/**
 * The guard worlds of the engine's model-based tests, each carrying a whole customer's data: the skip guards
 * see exactly the same values (so the state space is the same), and the screens see plausible journeys.
 */
export const CUSTOMER_WORLDS: ReadonlyArray<Record<string, unknown>> = GUARD_WORLDS.map((world) => customerIn(world));

/** A whole customer's data in a data world (a QA path's `world`): what the screens would have collected by checkout. */
export function customerIn(world: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  return {
    ...CUSTOMER,
    // Every world assigns the same keys, so a NEXT replaces the world wholesale and no mixed worlds arise.
    ...(world.numberType === 'PORT_IN' ? PORT_IN : { portIn: null }),
    ...(world.simType === 'esim' && world.esimDeliveryNeeded !== true ? { deliveryMethod: null, slot: null } : {}),
    ...world,
  };
}
