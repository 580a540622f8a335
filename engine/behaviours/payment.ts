import type { ActionImpl, DelayImpl, GuardImpl } from './types.ts';
import { errorCodeOf, outputOf } from './types.ts';

/** SPEC §9: a wallet approval is checked this many times, this far apart, before the customer is asked to check again. */
export const WALLET_POLL_LIMIT = 10;
export const WALLET_POLL_INTERVAL_MS = 1000;
export const WALLET_METHODS: ReadonlySet<string> = /* @__PURE__ */ new Set(['EASYPAISA', 'JAZZCASH']);

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** A fresh Idempotency-Key for one payment attempt (the gateway accepts 8 to 100 letters, digits, - or _). */
function paymentKey(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  return `pay-${random}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 100);
}
const KEY = /^[A-Za-z0-9_-]{8,100}$/;
const count = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback);

/** Guards, actions and delays of journeys/payment.json: one way to pay, whatever is paid for. */
/** What the gateway answers for something that can no longer be paid (gateway/payments/payables.ts), other than paid. */
const NOT_PAYABLE_CODES: ReadonlySet<string> = /* @__PURE__ */ new Set(['ORDER_NOT_PAYABLE', 'REQUEST_CLOSED', 'PAYLINK_EXPIRED', 'RESCHEDULE_CANCELLED']);

export function paymentBehaviours(): {
  guards: Record<string, GuardImpl>;
  actions: Record<string, ActionImpl>;
  delays: Record<string, DelayImpl>;
} {
  return {
    guards: {
      /** What is paid for exists already (input gave it, or an earlier attempt made it): never made twice. */
      hasPayable: ({ context }) => text(context.orderRef) !== null,
      isWalletPayment: ({ context }) => WALLET_METHODS.has(String(context.method)),
      isPaymentApproved: ({ event }) => outputOf(event).status === 'SUCCESS',
      isPaymentRefused: ({ event }) => ['FAILED', 'CANCELLED'].includes(String(outputOf(event).status)),
      /** A refused payment whose host shows refusals on its result page (the purchase: payPurchaseStart). */
      isPaymentRefusedForResultPage: ({ context, event }) => context.resultPageOnDecline === true && ['FAILED', 'CANCELLED'].includes(String(outputOf(event).status)),
      hasPollsLeft: ({ context }) => count(context.polls, 0) < count(context.pollLimit, WALLET_POLL_LIMIT),
      isNumberTakenError: ({ event }) => errorCodeOf(event) === 'NUMBER_UNAVAILABLE',
      isKycMissingError: ({ event }) => errorCodeOf(event) === 'KYC_MISSING',
      isOrderNotPayableError: ({ event }) => NOT_PAYABLE_CODES.has(errorCodeOf(event)),
      /** Another tab or an earlier attempt paid it already (issue 27): the customer is shown it paid, never charged again. */
      isAlreadyPaidError: ({ event }) => errorCodeOf(event) === 'ALREADY_PAID',
      isUnsafeProviderPageError: ({ event }) => errorCodeOf(event) === 'UNSAFE_PROVIDER_PAGE',
    },
    actions: {
      /** The customer's choice rides on PAY: method, and the wallet number or saved card it needs. */
      storePaymentChoice: ({ context, event }) => ({
        method: text(event.method) ?? context.method ?? 'CARD',
        walletNumber: text(event.walletNumber),
        savedPaymentMethodId: text(event.savedPaymentMethodId),
      }),
      storePayable: ({ context, event }) => ({ orderRef: text(outputOf(event).orderRef) ?? context.orderRef }),
      storePayment: ({ event }) => {
        const out = outputOf(event);
        return { payment: { paymentId: out.paymentId ?? null, coreTransactionId: out.coreTransactionId ?? out.paymentId ?? null, orderRef: out.orderRef ?? null, redirectUrl: out.redirectUrl ?? null } };
      },
      countWalletPoll: ({ context }) => ({ polls: count(context.polls, 0) + 1 }),
      resetPolls: () => ({ polls: 0 }),
      /** The first PAY of a page: the attempt restored after a reload keeps its key (the gateway answers the same payment). */
      keepOrNewPaymentKey: ({ context }) => ({ paymentKey: typeof context.paymentKey === 'string' && KEY.test(context.paymentKey) ? context.paymentKey : paymentKey() }),
      /** A deliberate retry after a problem: a new attempt, a new key. */
      newPaymentKey: () => ({ paymentKey: paymentKey() }),
      /**
       * The key what is paid for is made with (a top-up): one for the machine's life, so a retry after a failed make
       * gets the same payable back, never a second one.
       */
      keepOrNewCreateKey: ({ context }) => ({ createKey: typeof context.createKey === 'string' && KEY.test(context.createKey) ? context.createKey : paymentKey().replace(/^pay/, 'make') }),
    },
    delays: {
      pollInterval: ({ context }) => count(context.pollIntervalMs, WALLET_POLL_INTERVAL_MS),
    },
  };
}
