import { fromPromise, type AnyActorLogic } from 'xstate';
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

// The modules loaded so far, by area (journeyActors gives them in the order of ACTOR_AREAS, so that the registry does
// not depend on the order of loads) or by the wizard whose payment actors they are.
const loadedGroups = new Map<ActorArea | string, ActorGroup>();
const loadingGroups = new Map<ActorArea | string, Promise<ActorGroup>>();
let loads = 0;

function loadOnce(key: ActorArea | string, load: () => Promise<ActorGroup>): Promise<ActorGroup> {
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

const wizardRegistries = new Map<string, JourneyActorsOf>();

type PromiseCreator = (args: Parameters<Parameters<typeof fromPromise>[0]>[0]) => PromiseLike<unknown>;
const PROBE = Symbol('probe');

/**
 * The function a `fromPromise` logic runs, if this logic is one (it answers XState's promise-resolve event by ending
 * with its data): what a name loaded late can run in its place with the same input, self and signal. Any other
 * kind (a callback, an observable, a machine) is not one: tests/src/features/journey-actors.test.ts holds every
 * area's actors to it.
 */
export function promiseCreatorOf(logic: AnyActorLogic): PromiseCreator | undefined {
  const creator = (logic as { config?: unknown }).config;
  if (typeof creator !== 'function') return undefined;
  try {
    const next = logic.transition({ status: 'active', output: undefined, error: undefined, input: undefined } as never, { type: 'xstate.promise.resolve', data: PROBE } as never, {} as never) as {
      status?: string;
      output?: unknown;
    };
    return next.status === 'done' && next.output === PROBE ? (creator as PromiseCreator) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A name whose module is not loaded yet, as XState runs it: a promise logic that, when a step invokes it, loads the
 * module (once, shared) and runs the real logic's promise with the same input, self and signal, answering with its
 * output or error. Stopped before the module arrived (the customer left the step), it never runs the real work, and
 * XState drops whatever a stopped promise answers. A snapshot restored mid-invoke starts it again, as the real one.
 */
function loadedLate(name: string, load: () => Promise<Record<string, AnyActorLogic>>): AnyActorLogic {
  return fromPromise(async (args) => {
    const logic = (await load())[name];
    if (args.signal.aborted) throw args.signal.reason;
    if (!logic) throw new Error(`actor '${name}' is not given by the module that should give it`);
    const creator = promiseCreatorOf(logic);
    if (!creator) throw new Error(`actor '${name}' is not a fromPromise logic: a wizard loads only those when a step invokes them`);
    return creator(args);
  });
}

/**
 * The actors of one wizard: every area's names and the payment actors of what it pays for (if it pays). A name whose
 * module is loaded is its real logic; one that is not yet is `loadedLate`: the module loads when a step invokes the
 * name, not when the wizard starts (issue 47), so `load` has nothing to load before the first screen. One registry
 * per wizard (src/journey/use-journey.ts keeps what it prepared by it).
 */
export function wizardActors(journeyId: string): JourneyActorsOf {
  let found = wizardRegistries.get(journeyId);
  if (!found) {
    const payment = PAYMENT_ACTORS[journeyId];
    const make = (api: ApiClient): Record<string, AnyActorLogic> => {
      const given: Record<string, AnyActorLogic> = {};
      const add = (key: ActorArea | string, load: () => Promise<ActorGroup>, names: readonly string[]) => {
        const group = loadedGroups.get(key)?.(api);
        const late = async () => (await loadOnce(key, load))(api);
        for (const name of names) given[name] = group?.[name] ?? loadedLate(name, late);
      };
      for (const area of ACTOR_AREAS) add(area, area.load, area.names);
      if (payment) add(journeyId, payment, ACTOR_NAMES.payment);
      return given;
    };
    found = Object.assign(make, { load: async () => undefined, loaded: () => loads });
    wizardRegistries.set(journeyId, found);
  }
  return found;
}
