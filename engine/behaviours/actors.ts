import { fromPromise, type AnyActorLogic } from 'xstate';

/**
 * Actors a journey may invoke. They do I/O, so the engine only declares them; the app provides the real
 * implementation through `createJourneyActor(..., { actors })`. The declared stand-in rejects loudly so a
 * missing implementation is an error in a test, never a silent hang.
 */
export const declaredActors = [
  'resendCode',
  'verifyCode',
  'sendGuestCode',
  'validateGuestCode',
  // The customer's account (issue 10): email change and the subscription card.
  'requestEmailChange',
  'verifyEmailChange',
  'requestCardCode',
  'verifyCardCode',
  'replaceSubscriptionCard',
  'requestRedemption',
  'checkRedemption',
  // journeys/payment.json (the app gives createPayable per journey: a new order, a service request, a reschedule)
  'createPayable',
  'submitKyc',
  'requestPayment',
  'openProviderPage',
  'checkTransaction',
  'openDeclinedResultPage',
  'signUpVerifiedGuest',
  // journeys/termination-decision.json (issue 9, managing a line)
  'loadWinbackOffer',
  'claimWinback',
  'terminateNumber',
  // journeys/plan-switch-confirm.json (issue 9: a switch for another plan is called off before the new one)
  'cancelStaleSwitch',
  'createPlanSwitchRequest',
  // journeys/paylink.json and wallet-return.json (issue 12: paylinks, the wallet's return)
  'loadPaylink',
  'checkWalletReturn',
  'checkRetailStore',
  // journeys/flag-context.json (issue 12, feature flags)
  'connectFlagService',
  'switchFlagContext',
  // Wizard steps' work (issue 28): journeys/sim-replacement.json
  'createSimReplacementRequest',
  // -- purchase area (checkout, catalog): add names below this line --
  'confirmOrderSummary',
  'checkPortIn',
  'lockChosenNumber',
  // journeys/manual-ekyc-submit.json: the eKYC form's Submit
  'submitManualEkyc',
  'keepEkycForOrder',

  // -- manage area (lines, service requests, reschedule, termination, plan switch, cancel port-in): below --
  // journeys/sim-activation.json, cancel-portin.json, service-request-cancel.json: one confirmed request each
  'activateSim',
  'cancelPortIn',
  'cancelServiceRequest',
  // wizard steps' work: journeys/sim-replacement.json delivery, reschedule-delivery.json review
  'saveSimReplacementDelivery',
  'confirmReschedule',
  'checkSimReplacementCharges',
  // journeys/lost-sim.json (issue 45): block a lost SIM, the unblock code, the unblock
  'blockLine',
  'requestUnblockCode',
  'unblockLine',

  // -- account area (account, auth, paylinks, retail, order list): below --
  // journeys/account-details.json
  'savePersonalDetails',
  'saveDeliveryAddress',
  // journeys/guest-verification.json: a new customer's consent setting
  'readConsentType',
  // journeys/otp-timer.json: a correct code signs the customer in
  'completeSignIn',
  // journeys/auth-handoff.json (the authentication gate)
  'loadSessionCustomer',
  'readHandoffCustomer',
  'keepHandoffSession',
  'switchToHandoffSession',

] as const;

export type DeclaredActorName = (typeof declaredActors)[number];

/** Stand-in logic for each declared actor. */
export function declaredActorStandIns(): Record<string, AnyActorLogic> {
  return Object.fromEntries(
    declaredActors.map((name) => [
      name,
      fromPromise(async () => {
        throw { status: 500, code: 'ACTOR_NOT_PROVIDED', description: `actor '${name}' was not provided by the app` };
      }),
    ]),
  );
}
