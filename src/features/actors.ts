import type { AnyActorLogic } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { joinBehaviours } from '../../engine/behaviours';
import type { ApiClient } from '../api/api-client';
import type { JourneyActorsOf } from '../journey/journey-actors';
import { ACTOR_NAMES } from '../../engine/behaviours/actor-names';

/** One screen area's actors, made for one API client. */
type ActorGroup = (api: ApiClient) => Record<string, AnyActorLogic>;
/** An area's actors: the names its module gives (from the generated manifest) and its module, loaded when one is needed. */
interface ActorArea {
  area: string;
  names: readonly string[];
  load: () => Promise<ActorGroup>;
}

// A session that ended while the email form was open returns to it after sign-in (replacing the login entry).
const replaceTo = (to: string) => navigate(to, { replace: true });
const pushTo = (to: string) => navigate(to);

/**
 * The work journeys' steps invoke, by the names the JSON uses. Each screen area owns its actors file
 * (src/features/<area>/actors.ts), whose implementation map is the only place a name is written besides the JSON:
 * `npm run gen` loads every module below and writes the names each gives to engine/behaviours/actor-names.ts, which
 * journeys:check reads and by which a page loads only the areas of the names its journey (and the children its
 * steps host) invokes, not every area's (issue 31). A name given by two modules is refused there. An actor takes
 * its input only and answers with output or an error, so a test swaps it with `machine.provide`.
 */
export const ACTOR_MODULES = {
  'sim-replacement': () => import('./sim-replacement/actors').then((m) => m.simReplacementActors),
  // -- purchase area groups: below --
  checkout: () => import('./checkout/actors').then((m) => m.checkoutActors),
  catalog: () => import('./catalog/actors').then((m) => m.catalogActors),
  'manual-ekyc': () => import('./manual-ekyc/actors').then((m) => m.manualEkycActors),

  // -- manage area groups: below --
  lines: () => import('./lines/actors').then((m) => m.linesActors),
  'lost-sim': () => import('./lost-sim/actors').then((m) => m.lostSimActors),
  subscriptions: () => import('./subscriptions/actors').then((m) => m.subscriptionActors),
  airtime: () => import('./airtime/actors').then((m) => m.airtimeActors),
  'recharge-any': () => import('./recharge-any/actors').then((m) => m.rechargeAnyActors),
  'cancel-portin': () => import('./cancel-portin/actors').then((m) => m.cancelPortInActors),
  'service-requests': () => import('./service-requests/actors').then((m) => m.serviceRequestActors),
  'cnic-lines': () => import('./cnic-lines/actors').then((m) => m.cnicLineActors),
  reschedule: () => import('./reschedule/actors').then((m) => m.rescheduleActors),
  termination: () => import('./termination/actors').then((m) => m.terminationActors),
  'plan-switch': () => import('./plan-switch/actors').then((m) => m.planSwitchActors),

  // -- account area groups: below --
  account: () => import('./account/actors').then((m) => m.accountActors),
  session: () => import('../auth/actors').then((m) => m.sessionActors),
  auth: () => import('./auth/actors').then((m) => m.authActors),
  cards: () => import('./cards/card-update-actors').then((m) => (api: ApiClient) => m.createCardUpdateActors(api.call)),
  'email-change': () => import('./profile/email-actors').then((m) => (api: ApiClient) => m.createEmailChangeActors(api.call, replaceTo)),
  paylinks: () => import('./paylinks/actors').then((m) => m.paylinkActors),
  retail: () => import('./retail/actors').then((m) => m.retailActors),
  'guest-verification': () => import('./auth/guest-verification/guest-actors').then((m) => (api: ApiClient) => m.guestActors(api)),
  loyalty: () => import('./loyalty/actors').then((m) => (api: ApiClient) => m.createRedeemActors(api.call)),
} satisfies Record<string, () => Promise<ActorGroup>>;

/** The areas, each with the names the generated manifest gives it (none until `npm run gen` has seen a new area). */
export const ACTOR_AREAS: readonly ActorArea[] = Object.entries(ACTOR_MODULES).map(([area, load]) => ({
  area,
  names: (ACTOR_NAMES.areas as Record<string, readonly string[]>)[area] ?? [],
  load,
}));

/**
 * What journeys/payment.json pays for differs by the wizard whose payment step hosts it: each paying wizard names
 * its payment actors here (createPayable, submitKyc, requestPayment, openProviderPage, checkTransaction), loaded
 * with that wizard's page.
 */
export const PAYMENT_ACTORS: Record<string, () => Promise<ActorGroup>> = {
  // -- purchase area payment actors: below --
  onboarding: () => import('./checkout/actors').then((m) => (api) => m.purchasePaymentActors(api, pushTo)),
  // -- manage area payment actors: below --
  'plan-switch': () => import('./payment/payment-actors').then((m) => (api) => m.createPaymentActors(m.paymentRequestPorts(api.call, 'NO_REQUEST', '/manage/payment-success', '/manage/payment-failed'))),
  'sim-replacement': () => import('./payment/payment-actors').then((m) => (api) => m.createPaymentActors(m.paymentRequestPorts(api.call, 'NO_REQUEST', '/manage/payment-success', '/manage/payment-failed'))),
  // A recharge of any number returns to its done page (the wizard's completePath) or to its payment step, which says it failed.
  'recharge-any': () => import('./payment/payment-actors').then((m) => (api) => m.createPaymentActors(m.paymentRequestPorts(api.call, 'NO_RECHARGE', '/recharge/done', '/recharge/pay?status=failed'))),
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
