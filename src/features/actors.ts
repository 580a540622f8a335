import type { AnyActorLogic } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { joinBehaviours } from '../../engine/behaviours';
import type { ApiClient } from '../api/api-client';
import type { JourneyActorsOf } from '../journey/journey-actors';
import { ACTOR_NAMES } from '../../engine/behaviours/actor-names';

/** One screen area's actors, made for one API client. */
export type ActorGroup = (api: ApiClient) => Record<string, AnyActorLogic>;
/** An area's actors: the names its module gives (from the generated manifest) and its module, loaded when one is needed. */
export interface ActorArea {
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

// The modules loaded so far, by area (journeyActors gives them in the order of ACTOR_AREAS, so that the registry does
// not depend on the order of loads) or by the wizard whose payment actors they are.
const loadedGroups = new Map<ActorArea | string, ActorGroup>();
/** The module loadOnce loaded for this key, if it has. */
export const loadedGroup = (key: ActorArea | string) => loadedGroups.get(key);
const loadingGroups = new Map<ActorArea | string, Promise<ActorGroup>>();
let loads = 0;

/** Loads a module once (an area's, or a paying wizard's payment actors by the wizard's id); shared by every caller. */
export function loadOnce(key: ActorArea | string, load: () => Promise<ActorGroup>): Promise<ActorGroup> {
  let pending = loadingGroups.get(key);
  if (!pending) {
    pending = load().then((group) => {
      loadedGroups.set(key, group);
      loads += 1;
      return group;
    });
    loadingGroups.set(key, pending);
    pending.catch(() => loadingGroups.delete(key));
  }
  return pending;
}

const loadArea = (area: ActorArea) => loadOnce(area, area.load);

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
        const group = loadedGroups.get(area);
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
