import type { ActorInput } from '../../../engine';
import { fromPromise, type AnyActorLogic } from 'xstate';
import type { ApiClient, BodyOf } from '../../api/api-client';
import { accessToken } from '../../auth/session-store';
import { PaymentStepError } from '../../domain/payment-step-error';
import { submitPendingKyc } from '../manual-ekyc';
import {
  choiceOf,
  createPaymentActors,
  paymentKeyHeader,
  paymentRequestBody,
  paymentRequestPorts,
  returnUrls,
  type StartedPayment,
} from '../payment';
import { simTypeOf, type OnboardingData, type OrderAttempt, type SimType } from './checkout-data';
import { createOrderBody } from './order-request';
import { isConsentPayload } from './consent';
import { bodyHash, orderAttemptFor } from './idempotency';
import { loadLastOrder, saveLastOrder } from './last-order';

/** What the order summary's work adds to the journey's data: the attempt (one Idempotency-Key) the payment step uses. */
export interface OrderSummaryOutput {
  orderAttempt: OrderAttempt;
}

/**
 * journeys/onboarding.json, step orderSummary: a signed-in customer's consent is recorded (each document once per
 * Continue); a visitor's stays in the journey for the sign-up flow. The order to pay gets its attempt here, kept
 * in the journey's data before the payment step makes the order, so a reload or retry re-sends the same key and
 * the gateway answers the same order; a changed order (back and edited) gets a new key.
 */
async function confirmOrderSummary(api: ApiClient, data: OnboardingData): Promise<OrderSummaryOutput> {
  if (accessToken() && Array.isArray(data.consent)) {
    for (const payload of data.consent.filter(isConsentPayload)) await api.call('SUBMIT_CONSENT', { body: payload });
  }
  return { orderAttempt: orderAttemptFor(data.orderAttempt, bodyHash(createOrderBody(data))) };
}

/** The purchase's wizard step work (registered in src/features/actors.ts). */
export function checkoutActors(api: ApiClient) {
  return {
    confirmOrderSummary: fromPromise<OrderSummaryOutput, OnboardingData>(({ input }) => confirmOrderSummary(api, input)),
  };
}

/** The order the purchase's payment machine pays for: given as its input (`order`) by the payment step. */
export interface PurchaseOrder {
  readonly body: BodyOf<'CREATE_ORDER'>;
  readonly attempt: OrderAttempt;
  readonly kycPending: boolean;
  readonly simType: SimType;
}

/**
 * The payment machine's input for the journey's data: the order to make and its attempt, and the order already
 * made with that attempt (a retry from the result page, a reload), which the machine then pays and never makes again.
 */
export function purchasePaymentInput(data: OnboardingData): { order: PurchaseOrder; orderRef?: string } {
  const body = createOrderBody(data);
  const order: PurchaseOrder = { body, attempt: orderAttemptFor(data.orderAttempt, bodyHash(body)), kycPending: data.kycPending === true, simType: simTypeOf(data) };
  const last = loadLastOrder();
  return { order, ...(last?.attemptKey === order.attempt.key ? { orderRef: last.orderRef } : {}) };
}

/**
 * The order the payment pays for: from the purchase the payment step hands its child journey (payPurchaseStart: the
 * journey's data, typed in the payment machine's context as the onboarding data: schemas/journey-context/payment.schema.json).
 */
const orderIn = (input: ActorInput<'createPayable'>): PurchaseOrder => {
  const { purchase } = input.context;
  if (!purchase) throw new PaymentStepError('NO_ORDER');
  return purchasePaymentInput(purchase).order;
};

/** The purchase's result page of a declined payment: it offers the retry (a declined card payment returns there from the provider). */
export const declinedResultPath = (orderRef: string) => `/web/payment-failed?order_ref=${encodeURIComponent(orderRef)}&status=failed`;

/**
 * The purchase's actors of journeys/payment.json: "create" is the order, made with the attempt's Idempotency-Key
 * (the same key answers the same order, so a reload never makes a second one); the KYC the eKYC step kept is
 * submitted for that order before any payment (once per order: the draft remembers it); a declined wallet payment
 * opens the result page (`openPage`: the app's navigation). Each actor reads only the machine's input, never the screen.
 */
export function purchasePaymentActors(api: ApiClient, openPage: (path: string) => void): Record<string, AnyActorLogic> {
  const shared = createPaymentActors({
    ...paymentRequestPorts(api.call, 'NO_ORDER', '/web/payment-success', '/web/payment-failed'),
    openDeclinedResultPage: (orderRef) => openPage(declinedResultPath(orderRef)),
  });
  return {
    ...shared,
    createPayable: fromPromise<{ orderRef: string }, ActorInput<'createPayable'>>(async ({ input }) => {
      const order = orderIn(input);
      // The order this attempt already made (a reload, back from the provider): paid, never made again.
      const last = loadLastOrder();
      if (last?.attemptKey === order.attempt.key) return { orderRef: last.orderRef };
      const created = (await api.call('CREATE_ORDER', { body: order.body, headers: { 'Idempotency-Key': order.attempt.key } })) as { orderRef: string };
      saveLastOrder({ orderRef: created.orderRef, simType: order.simType, paymentMethod: choiceOf(input.context).method, attemptKey: order.attempt.key });
      return { orderRef: created.orderRef };
    }),
    submitKyc: fromPromise<void, ActorInput<'submitKyc'>>(async ({ input }) => {
      if (!orderIn(input).kycPending) return;
      let outcome: 'submitted' | 'missing';
      try {
        outcome = await submitPendingKyc(String(input.context.orderRef), (form) => api.call('SUBMIT_MANUAL_EKYC', { form }));
      } catch {
        throw new PaymentStepError('KYC_REFUSED');
      }
      if (outcome === 'missing') throw new PaymentStepError('KYC_MISSING');
    }),
    requestPayment: fromPromise<StartedPayment, ActorInput<'requestPayment'>>(async ({ input }) => {
      const { context } = input;
      const key = context.paymentKey;
      if (typeof key !== 'string' || key === '') throw new PaymentStepError('NO_PAYMENT_KEY');
      const orderRef = String(context.orderRef);
      const choice = choiceOf(context);
      const body = paymentRequestBody(orderRef, choice, returnUrls('/web/payment-success', '/web/payment-failed'));
      const payment = (await api.call('PAYMENT_REQUEST', { body: body, headers: paymentKeyHeader(key) })) as StartedPayment;
      saveLastOrder({ orderRef, simType: orderIn(input).simType, paymentMethod: choice.method, attemptKey: orderIn(input).attempt.key });
      return payment;
    }),
  };
}
