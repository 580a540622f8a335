import type { ActorInput } from '../../../engine';
import { fromPromise, type AnyActorLogic } from 'xstate';
import type { PaymentMethodId } from './payment-method';
import type { ApiClient } from '../../api/api-client';
import { leaveFor, safeDestination } from '../../config/safe-destination';
import { PaymentStepError } from '../../domain/payment-step-error';
import type { BodyOf } from '../../api/api-client';
import { cardToSave } from './card-to-save';
import type { PaymentContext } from '../../../schemas/generated/journey-context/payment';

/** What an invoked actor receives from the engine (engine/to-machine.ts): the context and the entering event. */

/** A payment the gateway started (PAYMENT_REQUEST result). */
export interface StartedPayment {
  readonly paymentId: string;
  readonly coreTransactionId?: string;
  readonly orderRef: string;
  readonly status: string;
  readonly redirectUrl: string;
}

/** The customer's choice as journeys/payment.json keeps it (storePaymentChoice). */
/**
 * How a payment is made: a card, saved card or wallet (the purchase's choices), or the line's airtime balance, which
 * the gateway settles at once for what it accepts it for (a bundle; issue 44 part 4).
 */
export type PayMethod = PaymentMethodId | 'AIRTIME';

export interface PaymentChoice {
  readonly method: PayMethod;
  readonly walletNumber?: string;
  readonly savedPaymentMethodId?: string;
}

/**
 * What one use of the payment machine plugs in. Only `createPayable` and the payment call differ between the
 * purchase (a new order), SIM replacement and plan switch (a service request) and a reschedule (its fee).
 */
export interface PaymentPorts {
  /** Makes what is paid for and answers its reference; only called when the machine has none yet. */
  /** Makes what is paid for; `createKey` is the machine's one key for it (keepOrNewCreateKey), for an Idempotency-Key. */
  createPayable(createKey: string): Promise<{ orderRef: string }>;
  /** Work that needs the reference and must finish before any payment (the purchase's kept KYC). */
  submitKyc?(orderRef: string): Promise<void>;
  /**
   * Asks the gateway to take the payment for `orderRef`, sending `idempotencyKey` as the Idempotency-Key header: one
   * key per attempt (journeys/payment.json paymentKey), so a repeated request is answered with the same payment.
   */
  requestPayment(orderRef: string, choice: PaymentChoice, idempotencyKey: string): Promise<StartedPayment>;
  /** The wallet transaction's status word (GET_EXTERNAL_TRANSACTION_STATUS). */
  transactionStatus(transactionId: string): Promise<string>;
  /** Leaves for the card provider's page (the sandbox), which returns the browser to the result page; `url` is checked. */
  openProviderPage(url: string): void | Promise<void>;
  /**
   * Opens the result page of a declined payment of `orderRef`, which offers the retry: only for a host that asks for
   * it (journeys/payment.json resultPageOnDecline: the purchase); without it a decline shows here with a retry.
   */
  openDeclinedResultPage?(orderRef: string): void | Promise<void>;
}

export { PaymentStepError };

/** The customer's choice as the machine's context keeps it. */
export const choiceOf = (context: Pick<PaymentContext, 'method' | 'walletNumber' | 'savedPaymentMethodId'>): PaymentChoice => ({
  method: (typeof context.method === 'string' ? context.method : 'CARD') as PayMethod,
  ...(typeof context.walletNumber === 'string' ? { walletNumber: context.walletNumber } : {}),
  ...(typeof context.savedPaymentMethodId === 'string' ? { savedPaymentMethodId: context.savedPaymentMethodId } : {}),
});

/** The actors of journeys/payment.json, over the ports of one use. */
export function createPaymentActors(ports: PaymentPorts): Record<string, AnyActorLogic> {
  return {
    createPayable: fromPromise<{ orderRef: string }, ActorInput<'createPayable'>>(({ input }) => ports.createPayable(String(input.context.createKey ?? ''))),
    submitKyc: fromPromise<void, ActorInput<'submitKyc'>>(async ({ input }) => {
      if (ports.submitKyc) await ports.submitKyc(String(input.context.orderRef));
    }),
    requestPayment: fromPromise<StartedPayment, ActorInput<'requestPayment'>>(({ input }) => {
      const key = input.context.paymentKey;
      if (typeof key !== 'string' || key === '') return Promise.reject(new PaymentStepError('NO_PAYMENT_KEY'));
      return ports.requestPayment(String(input.context.orderRef), choiceOf(input.context), key);
    }),
    openDeclinedResultPage: fromPromise<void, ActorInput<'openDeclinedResultPage'>>(async ({ input }) => {
      const orderRef = input.context.orderRef;
      if (!ports.openDeclinedResultPage || typeof orderRef !== 'string' || orderRef === '') throw new PaymentStepError('NO_RESULT_PAGE');
      await ports.openDeclinedResultPage(orderRef);
    }),
    checkTransaction: fromPromise<{ status: string }, ActorInput<'checkTransaction'>>(async ({ input }) => {
      const payment = (input.context.payment ?? {}) as { coreTransactionId?: unknown; paymentId?: unknown };
      return { status: await ports.transactionStatus(String(payment.coreTransactionId ?? payment.paymentId ?? '')) };
    }),
    openProviderPage: fromPromise<void, ActorInput<'openProviderPage'>>(async ({ input }) => {
      const payment = (input.context.payment ?? {}) as { redirectUrl?: unknown };
      if (typeof payment.redirectUrl !== 'string' || payment.redirectUrl === '') throw new PaymentStepError('NO_PROVIDER_PAGE');
      // The one check of server-given addresses: the gateway's sandbox page (runtime config) or a same-site path.
      // A payment settled at once (airtime, a saved card: issue 44) returns to this app's own success page.
      const page = safeDestination(onThisSite(payment.redirectUrl));
      if (page === undefined) throw new PaymentStepError('UNSAFE_PROVIDER_PAGE', 'the payment page address is not trusted');
      await ports.openProviderPage(page);
    }),
  };
}

/** The PAYMENT_REQUEST body for a choice (saved card id and wallet number only with their methods). */
export function paymentRequestBody(orderRef: string, choice: PaymentChoice, urls: { successUrl: string; failureUrl: string }): BodyOf<'PAYMENT_REQUEST'> {
  return {
    orderRef,
    paymentMethod: choice.method,
    channel: 'web',
    successUrl: urls.successUrl,
    failureUrl: urls.failureUrl,
    ...(choice.method === 'SAVED_CARD' && choice.savedPaymentMethodId ? { savedPaymentMethodId: choice.savedPaymentMethodId } : {}),
    ...((choice.method === 'EASYPAISA' || choice.method === 'JAZZCASH') && choice.walletNumber ? { walletNumber: choice.walletNumber } : {}),
    ...(choice.method === 'CARD' && cardToSave() ? { saveCard: cardToSave() } : {}),
  };
}

/** The path of an address on this app's own origin (the success page a payment settled at once returns to), else the address. */
function onThisSite(url: string): string {
  try {
    const u = new URL(url);
    return u.origin === window.location.origin ? `${u.pathname}${u.search}` : url;
  } catch {
    return url;
  }
}

/** The success and failure addresses the provider returns the browser to, on this origin. */
export function returnUrls(successPath: string, failurePath: string): { successUrl: string; failureUrl: string } {
  const origin = window.location.origin;
  return { successUrl: `${origin}${successPath}`, failureUrl: `${origin}${failurePath}` };
}

/**
 * The ports of a payment for something that exists before the payment step (a service request, a reschedule, a
 * paylink): the machine starts with its reference, so nothing is ever created (`missing` names what is absent if
 * it had none); only the payment call differs. Transaction status and the provider page are the same for every use.
 */
export function existingPayablePorts(
  call: ApiClient['call'],
  missing: string,
  requestPayment: PaymentPorts['requestPayment'],
): PaymentPorts {
  return {
    createPayable: async () => {
      throw new PaymentStepError(missing);
    },
    requestPayment,
    transactionStatus: async (id) => (await call('GET_EXTERNAL_TRANSACTION_STATUS', { params: { core_transaction_id: id } })).status,
    openProviderPage: (url) => void leaveFor(url),
  };
}

/**
 * The ports of a PAYMENT_REQUEST for something that exists already (an order, a service request, a paylink): the
 * provider returns the browser to `successPath` or `failurePath` on this origin.
 */
export function paymentRequestPorts(call: ApiClient['call'], missing: string, successPath: string, failurePath: string): PaymentPorts {
  return existingPayablePorts(call, missing, async (orderRef, choice, key) =>
    (await call('PAYMENT_REQUEST', { body: paymentRequestBody(orderRef, choice, returnUrls(successPath, failurePath)), headers: paymentKeyHeader(key) })) as StartedPayment,
  );
}

/** The Idempotency-Key header of one payment attempt. */
export const paymentKeyHeader = (key: string): Record<string, string> => ({ 'Idempotency-Key': key });
