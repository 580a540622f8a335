import type { AnyActorLogic } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { joinBehaviours } from '../../engine/behaviours';
import type { ApiClient } from '../api/api-client';
import type { JourneyActorsOf } from '../journey/journey-actors';

/** One screen area's actors, made for one API client. */
type ActorGroup = (api: ApiClient) => Record<string, AnyActorLogic>;
/** An area's actors: the names it gives (what a journey is matched by) and its module, loaded when one is needed. */
interface ActorArea {
  names: readonly string[];
  load: () => Promise<ActorGroup>;
}

// A session that ended while the email form was open returns to it after sign-in (replacing the login entry).
const replaceTo = (to: string) => navigate(to, { replace: true });
const pushTo = (to: string) => navigate(to);

/**
 * The work journeys' steps invoke, by the names the JSON uses (engine/behaviours/actors.ts declares them for
 * journeys:check). Each screen area owns its actors file (src/features/<area>/actors.ts), listed here with the
 * names it gives; a page loads the areas of the names its journey (and the children its steps host) invokes, not
 * every area's (issue 31). tests/src/features/journey-actors.test.ts holds each list to what its module gives, and
 * every name a journey invokes to one area, so a journey added in JSON with known names needs no code. An actor
 * takes its input only and answers with output or an error, so a test swaps it with `machine.provide`. A name
 * given twice is refused.
 */
export const ACTOR_AREAS: readonly ActorArea[] = [
  { names: ['createSimReplacementRequest', 'saveSimReplacementDelivery', 'checkSimReplacementCharges'], load: () => import('./sim-replacement/actors').then((m) => m.simReplacementActors) },
  // -- purchase area groups: below --
  { names: ['confirmOrderSummary'], load: () => import('./checkout/actors').then((m) => m.checkoutActors) },
  { names: ['lockChosenNumber', 'checkPortIn'], load: () => import('./catalog/actors').then((m) => m.catalogActors) },
  { names: ['submitManualEkyc', 'keepEkycForOrder'], load: () => import('./manual-ekyc/actors').then((m) => m.manualEkycActors) },

  // -- manage area groups: below --
  { names: ['activateSim'], load: () => import('./lines/actors').then((m) => m.linesActors) },
  { names: ['blockLine', 'requestUnblockCode', 'unblockLine'], load: () => import('./lost-sim/actors').then((m) => m.lostSimActors) },
  { names: ['cancelPortIn'], load: () => import('./cancel-portin/actors').then((m) => m.cancelPortInActors) },
  { names: ['cancelServiceRequest'], load: () => import('./service-requests/actors').then((m) => m.serviceRequestActors) },
  { names: ['confirmReschedule'], load: () => import('./reschedule/actors').then((m) => m.rescheduleActors) },
  { names: ['loadWinbackOffer', 'claimWinback', 'terminateNumber'], load: () => import('./termination/actors').then((m) => m.terminationActors) },
  { names: ['cancelStaleSwitch', 'createPlanSwitchRequest'], load: () => import('./plan-switch/actors').then((m) => m.planSwitchActors) },

  // -- account area groups: below --
  { names: ['savePersonalDetails', 'saveDeliveryAddress'], load: () => import('./account/actors').then((m) => m.accountActors) },
  { names: ['loadSessionCustomer', 'readHandoffCustomer', 'keepHandoffSession', 'switchToHandoffSession'], load: () => import('../auth/actors').then((m) => m.sessionActors) },
  { names: ['readConsentType', 'completeSignIn', 'resendCode', 'verifyCode'], load: () => import('./auth/actors').then((m) => m.authActors) },
  { names: ['requestCardCode', 'verifyCardCode', 'replaceSubscriptionCard'], load: () => import('./cards/card-update-actors').then((m) => (api) => m.createCardUpdateActors(api.call)) },
  { names: ['requestEmailChange', 'verifyEmailChange'], load: () => import('./profile/email-actors').then((m) => (api) => m.createEmailChangeActors(api.call, replaceTo)) },
  { names: ['loadPaylink', 'checkWalletReturn'], load: () => import('./paylinks/actors').then((m) => m.paylinkActors) },
  { names: ['checkRetailStore'], load: () => import('./retail/actors').then((m) => m.retailActors) },
  { names: ['sendGuestCode', 'validateGuestCode', 'signUpVerifiedGuest'], load: () => import('./auth/guest-verification/guest-actors').then((m) => (api) => m.guestActors(api)) },
  { names: ['requestRedemption', 'checkRedemption'], load: () => import('./loyalty/actors').then((m) => (api) => m.createRedeemActors(api.call)) },
];

/**
 * What journeys/payment.json pays for differs by the wizard whose payment step hosts it: each paying wizard names
 * its payment actors here (createPayable, submitKyc, requestPayment, openProviderPage, checkTransaction), loaded
 * with that wizard's page.
 */
const PAYMENT_ACTORS: Record<string, () => Promise<ActorGroup>> = {
  // -- purchase area payment actors: below --
  onboarding: () => import('./checkout/actors').then((m) => (api) => m.purchasePaymentActors(api, pushTo)),
  // -- manage area payment actors: below --
  'plan-switch': () => import('./payment/payment-actors').then((m) => (api) => m.createPaymentActors(m.paymentRequestPorts(api.call, 'NO_REQUEST', '/manage/payment-success', '/manage/payment-failed'))),
  'sim-replacement': () => import('./payment/payment-actors').then((m) => (api) => m.createPaymentActors(m.paymentRequestPorts(api.call, 'NO_REQUEST', '/manage/payment-success', '/manage/payment-failed'))),
  'reschedule-delivery': () =>
    Promise.all([import('./payment/payment-actors'), import('./reschedule/actors')]).then(([m, r]) => (api: ApiClient) => m.createPaymentActors(r.reschedulePaymentPorts(api))),
};

// The areas loaded so far (in the order of ACTOR_AREAS, so that the registry does not depend on the order of loads).
const loadedAreas = new Map<ActorArea, ActorGroup>();
const loadingAreas = new Map<ActorArea, Promise<void>>();
let loads = 0;

function loadArea(area: ActorArea): Promise<void> {
  if (loadedAreas.has(area)) return Promise.resolve();
  let pending = loadingAreas.get(area);
  if (!pending) {
    pending = area.load().then((group) => {
      loadedAreas.set(area, group);
      loads += 1;
    });
    loadingAreas.set(area, pending);
    pending.catch(() => loadingAreas.delete(area));
  }
  return pending;
}

/** The areas that give these names (a name no area gives is the page's own to give, e.g. the payment's). */
const areasOf = (names: readonly string[]) => ACTOR_AREAS.filter((area) => area.names.some((n) => names.includes(n)));

/** Loads the actor modules of these names. */
async function loadActors(names: readonly string[]): Promise<void> {
  await Promise.all(areasOf(names).map(loadArea));
}

/**
 * The registry given to every page that runs a machine (src/pages): the actors of the areas loaded so far, made for
 * one API client; `load` loads the areas of a journey's names before it runs (src/journey/use-journey.ts).
 */
export const journeyActors: JourneyActorsOf = Object.assign(
  (api: ApiClient) =>
    joinBehaviours<AnyActorLogic>(
      'actor',
      ...ACTOR_AREAS.flatMap((area) => {
        const group = loadedAreas.get(area);
        return group ? [group(api)] : [];
      }),
    ),
  { load: loadActors, loaded: () => loads },
);

/** Every area's actors, loaded (tests: the whole registry at once). */
export async function loadAllActors(): Promise<JourneyActorsOf> {
  await Promise.all(ACTOR_AREAS.map(loadArea));
  return journeyActors;
}

const loadedPayments = new Map<string, ActorGroup>();
const wizardRegistries = new Map<string, JourneyActorsOf>();

/**
 * The actors of one wizard: the registry's, and the payment actors of what it pays for (if it pays), both loaded by
 * `load` with the wizard's journey. One registry per wizard (src/journey/use-journey.ts keeps what it prepared by it).
 */
export function wizardActors(journeyId: string): JourneyActorsOf {
  let found = wizardRegistries.get(journeyId);
  if (!found) {
    const payment = PAYMENT_ACTORS[journeyId];
    found = Object.assign((api: ApiClient) => ({ ...journeyActors(api), ...(loadedPayments.get(journeyId)?.(api) ?? {}) }), {
      load: async (names: readonly string[]) => {
        await Promise.all([
          loadActors(names),
          payment && !loadedPayments.has(journeyId) ? payment().then((group) => void loadedPayments.set(journeyId, group)) : undefined,
        ]);
      },
      loaded: () => loads + loadedPayments.size,
    });
    wizardRegistries.set(journeyId, found);
  }
  return found;
}
