import type { BehaviourEnv, GuardImpl } from './types.ts';
import { outputOf } from './types.ts';

/** Guards of the purchase's step work (journeys/onboarding.json). */
export function purchaseWorkBehaviours(env: BehaviourEnv): { guards: Record<string, GuardImpl> } {
  return {
    guards: {
      /** journeys/onboarding.json orderSummary's gate: a signed-in customer's order goes on at once, a visitor verifies first. */
      isSignedIn: () => env.signedIn?.() === true,
      /** journeys/onboarding.json portInDetails: the work checked the number or its code, so the step shows the result. */
      /** journeys/onboarding.json connectionDetails: the work locked the number chosen, so the step shows it held. */
      hasNumberLockResult: ({ event }) => typeof outputOf(event).selectedNumber === 'string',
      hasPortInResult: ({ event }) => typeof outputOf(event).portIn === 'object' && outputOf(event).portIn !== null,
      /** journeys/manual-ekyc-submit.json: the form was opened for an order that exists, so its KYC is sent now. */
      hasOrderForKyc: ({ context }) => typeof context.orderId === 'string' && context.orderId !== '',
    },
  };
}
