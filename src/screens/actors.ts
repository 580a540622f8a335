import type { AnyActorLogic } from 'xstate';
import { joinBehaviours } from '../../engine/behaviours';
import type { ApiClient } from '../api/api-client';
import { simReplacementActors } from './sim-replacement/actors';
// -- purchase area imports: below --
import { checkoutActors, purchasePaymentActors } from './checkout/actors';
import { createPaymentActors, paymentRequestPorts } from '../shared/payment/payment-actors';
import { catalogActors } from './catalog/actors';
import { manualEkycActors } from './manual-ekyc/actors';

// -- manage area imports: below --
import { linesActors } from '../shared/lines/actors';
import { cancelPortInActors } from './cancel-portin/actors';
import { serviceRequestActors } from './service-requests/actors';
import { rescheduleActors, reschedulePaymentPorts } from './reschedule/actors';
import { terminationActors } from './termination/actors';
import { planSwitchActors } from './plan-switch/actors';

// -- account area imports: below --
import { sessionActors } from '../auth/actors';
import { accountActors } from './account/actors';
import { authActors } from './auth/actors';
import { createCardUpdateActors } from './cards/card-update-actors';
import { createEmailChangeActors } from './profile/email-actors';
import { navigate } from 'wouter/use-browser-location';
import { paylinkActors } from './paylinks/actors';
import { retailActors } from './retail/actors';
import { guestActors } from '../shared/auth/guest-verification/guest-actors';
import { createRedeemActors } from './loyalty/actors';


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
    manualEkycActors(api),

    // -- manage area groups: below --
    linesActors(api),
    cancelPortInActors(api),
    serviceRequestActors(api),
    rescheduleActors(api),
    terminationActors(api),
    planSwitchActors(api),

    // -- account area groups: below --
    accountActors(api),
    sessionActors(api),
    authActors(api),
    createCardUpdateActors(api.call),
    // A session that ended while the email form was open returns to it after sign-in (replacing the login entry).
    createEmailChangeActors(api.call, (to) => navigate(to, { replace: true })),
    paylinkActors(api),
    retailActors(api),
    guestActors(api),
    createRedeemActors(api.call),
  );
}

/**
 * What journeys/payment.json pays for differs by the wizard whose payment step hosts it: each paying wizard names
 * its payment actors here (createPayable, submitKyc, requestPayment, openProviderPage, checkTransaction).
 */
const PAYMENT_ACTORS: Record<string, (api: ApiClient) => Record<string, AnyActorLogic>> = {
  // -- purchase area payment actors: below --
  onboarding: (api) => purchasePaymentActors(api, (to) => navigate(to)),
  // -- manage area payment actors: below --
  'plan-switch': (api) => createPaymentActors(paymentRequestPorts(api.call, 'NO_REQUEST', '/manage/payment-success', '/manage/payment-failed')),
  'sim-replacement': (api) => createPaymentActors(paymentRequestPorts(api.call, 'NO_REQUEST', '/manage/payment-success', '/manage/payment-failed')),
  'reschedule-delivery': (api) => createPaymentActors(reschedulePaymentPorts(api)),
};

/** The actors of one wizard: the registry's, and the payment actors of what it pays for (if it pays). */
export function wizardActors(journeyId: string): (api: ApiClient) => Record<string, AnyActorLogic> {
  return (api) => ({ ...journeyActors(api), ...(PAYMENT_ACTORS[journeyId]?.(api) ?? {}) });
}

// -- purchase area payment actors: below --
/** The purchase's actors of journeys/payment.json (the order is what is paid for), run by the payment step's page. */
export { purchasePaymentActors } from './checkout/actors';
