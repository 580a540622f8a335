/**
 * The events a model of a journey offers, shared by the model-based tests (tests/engine/model-based.test.ts,
 * tests/support/wizard-model.ts) and QA's paths (scripts/studio/qa-paths.ts, `npm run journeys:paths`), so the
 * paths QA lists are the paths the tests walk.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { NormalizedJourney } from '../../engine';

/** An event the model offers a machine. */
export type ModelEvent = { type: string; [k: string]: unknown };

/** Error codes the model's actors fail with: every code a journey's error guards test, and one no guard knows. */
export const MODEL_ERROR_CODES = ['4221402', '422005', '422004', '422025', '422026', '422028', '422035', '4224101', '4121101', 'ALREADY_CLAIMED', 'NUMBER_UNAVAILABLE', 'KYC_MISSING', 'ORDER_NOT_PAYABLE', 'ALREADY_PAID', 'UNSAFE_PROVIDER_PAGE', 'NOT_FOUND', 'SESSION_ENDED'];

/** A call the gateway refused the session's token for (401): the gate's journey ends the session on it (isTokenRefused). */
export const MODEL_REFUSED_TOKEN = { status: 401, code: '401001' } as const;

/**
 * The outcomes of the actor a state invokes: done (with each output offered), failed with each model code, and refused
 * for its token (without it no path of journeys/auth-handoff.json reached `failed` from a refused token).
 */
export function actorOutcomes(src: string, outputs: ReadonlyArray<Record<string, unknown>> = [{}]): ModelEvent[] {
  return [
    ...outputs.map((output) => ({ type: `xstate.done.actor.${src}`, output })),
    ...MODEL_ERROR_CODES.map((code) => ({ type: `xstate.error.actor.${src}`, error: { status: 422, code } })),
    { type: `xstate.error.actor.${src}`, error: { ...MODEL_REFUSED_TOKEN } },
  ];
}

/** Input a general machine starts with in the model (the termination decision needs its number to confirm). */
export const MODEL_INPUT: Readonly<Record<string, unknown>> = { number: '923000000000', reasonId: 'PRICE' };

/**
 * Machines whose start decides their path get one model run per start (a child journey's start comes from its step's
 * input mapper): the plan switch's confirmation with nothing requested before, with a switch to another plan to call
 * off, and with a switch for this plan waiting for its payment.
 */
export const MODEL_INPUTS: Record<string, ReadonlyArray<Record<string, unknown>>> = {
  'plan-switch-confirm': [
    { number: '923000000000', planId: 'plan-1' },
    { number: '923000000000', planId: 'plan-1', staleRequestId: 'SR-1' },
    { number: '923000000000', planId: 'plan-1', reusableRequestId: 'SR-1' },
  ],
  // The eKYC form as each host starts it: a purchase whose order exists (sent now) and one before its order (kept for
  // it), a SIM replacement's request, and the stand-alone page's order of the URL.
  'manual-ekyc-submit': [
    { variant: 'onboarding', orderId: 'ORD-1' },
    { variant: 'onboarding', orderId: null },
    { variant: 'sim-replacement', orderId: 'SR-1' },
    { variant: 'standalone', orderId: 'ORD-1' },
  ],
  // A declined wallet payment: the problem here with a retry, or (the purchase) the result page that offers it.
  payment: [{}, { resultPageOnDecline: true }],
  // The retail page's address with a store to check, and without one (unknown at once, nothing asked).
  'retail-store': [{ storeId: 'ST-1' }, {}],
  // A paylink's address with a link to load, and without one (an unknown link at once, nothing asked).
  paylink: [{ paylinkId: 'PL-1' }, {}],
  // The wallet's return naming an order, a payment, or neither (unknown at once, nothing asked).
  'wallet-return': [{ orderRef: 'ORD-1' }, { transactionId: 'TX-1' }, {}],
};

/** The starts a machine journey is modelled from. */
export const modelInputs = (id: string): ReadonlyArray<Record<string, unknown>> => MODEL_INPUTS[id] ?? [MODEL_INPUT];

/** Events offered in a general machine: its own events, its delays firing, and its actors finishing or failing. */
export function machineEvents(journey: NormalizedJourney) {
  const outputs = [{}, { accessToken: 't' }, { accessToken: 't', redirect: '/manage/order' }, { requestId: 'r', expiresIn: 60 }, { signupToken: 'p' }, { enabled: true, offers: [{ id: 'winback-50' }] }, { redemptionId: 'RD-1', status: 'COMPLETED' }, { redemptionId: 'RD-1', status: 'FAILED' }, { orderRef: 'ORD-1' }, { status: 'SUCCESS' }, { status: 'FAILED' }, { expired: true }, { sameCustomer: true }, { kind: 'order', orderRef: 'ORD-1' }, { kind: 'serviceRequest' }];
  return (snapshot: AnyMachineSnapshot): ModelEvent[] => {
    const name = String(snapshot.value);
    const state = journey.states[name];
    if (!state) return [];
    const events: ModelEvent[] = Object.keys(state.on).flatMap((type) => [
      { type, code: '123456', email: 'a@b.pk', typed: MODEL_INPUT.number },
      // A signed-in identity (the flag context machine switches to it; every other machine ignores the field).
      { type, identity: { kind: 'user', key: 'user-1', email: 'a@b.pk' } },
      // A choice that replaces one made before (the plan switch's confirmation calls the earlier request off first).
      { type, number: MODEL_INPUT.number, planId: 'plan-2', staleRequestId: 'SR-1' },
      { type, method: 'EASYPAISA', walletNumber: '03001234567' },
    ]);
    for (const delay of Object.keys(state.after)) events.push({ type: `xstate.after.${delay}.${journey.id}.${name}` });
    if (state.invoke) events.push(...actorOutcomes(state.invoke.src, outputs));
    return events;
  };
}

/** A general machine's state identity: its value. */
export const byValue = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
/**
 * A general machine's state identity: its value, plus the few context fields that steer its guards
 * (journeys/payment.json: the wallet polls counted so far, the payment method chosen, whether the order exists).
 */
export const byValueAndCounters = (s: AnyMachineSnapshot) => {
  const c = s.context as { polls?: unknown; method?: unknown; orderRef?: unknown };
  return JSON.stringify([s.value, c.polls ?? null, c.method ?? null, Boolean(c.orderRef)]);
};
/** A general machine's state identity: its value, and the polls made where a machine counts them (a budget). */
export const byValueAndPolls = (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as { attempts?: unknown }).attempts ?? null]);
/** The state identity the model uses for a machine journey (the loyalty redemption counts its polls as attempts). */
export const machineKey = (id: string) => (id === 'loyalty-redeem' ? byValueAndPolls : byValueAndCounters);
