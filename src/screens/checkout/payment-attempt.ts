import type { OrderAttempt, PaymentMethodId } from './checkout-data';
import { bodyHash, orderAttemptFor } from './idempotency';

/** A payment the gateway started (PAYMENT_REQUEST result). */
export interface StartedPayment {
  readonly paymentId: string;
  readonly coreTransactionId?: string;
  readonly orderRef: string;
  readonly status: string;
  readonly redirectUrl: string;
}

/** What paying needs from the outside world; injected so the sequence is tested without a network. */
export interface PaymentPorts {
  createOrder(body: Record<string, unknown>, idempotencyKey: string): Promise<{ orderRef: string }>;
  requestPayment(body: Record<string, unknown>): Promise<StartedPayment>;
  /** Keeps the attempt in journey data (before the create call, so a reload mid-call re-sends the same key). */
  saveAttempt(attempt: OrderAttempt): void;
  /** Work that needs the order and must finish before any payment (the pending KYC); throws to stop. */
  beforePayment?(orderRef: string): Promise<void>;
}

/** How the customer pays this time. */
export interface PaymentChoice {
  readonly method: PaymentMethodId;
  readonly savedPaymentMethodId?: string;
  readonly walletNumber?: string;
  readonly successUrl: string;
  readonly failureUrl: string;
}

/**
 * Creates the order once and asks the gateway to take the payment. The Idempotency-Key is kept in the
 * journey before the order call and re-sent on every retry of the same body, so a reload, a double click or
 * a retry after a declined payment never makes a second order; an order already made is simply paid again.
 */
export async function payOrder(
  ports: PaymentPorts,
  input: { saved: OrderAttempt | undefined; orderBody: Record<string, unknown>; choice: PaymentChoice; makeKey?: () => string },
): Promise<{ attempt: OrderAttempt; payment: StartedPayment }> {
  let attempt = orderAttemptFor(input.saved, bodyHash(input.orderBody), input.makeKey);
  if (!attempt.orderRef) {
    ports.saveAttempt(attempt);
    const order = await ports.createOrder(input.orderBody, attempt.key);
    attempt = { ...attempt, orderRef: order.orderRef };
    ports.saveAttempt(attempt);
  }
  if (ports.beforePayment) await ports.beforePayment(attempt.orderRef as string);
  const { choice } = input;
  const payment = await ports.requestPayment({
    orderRef: attempt.orderRef,
    paymentMethod: choice.method,
    channel: 'web',
    successUrl: choice.successUrl,
    failureUrl: choice.failureUrl,
    ...(choice.method === 'SAVED_CARD' && choice.savedPaymentMethodId ? { savedPaymentMethodId: choice.savedPaymentMethodId } : {}),
    ...((choice.method === 'EASYPAISA' || choice.method === 'JAZZCASH') && choice.walletNumber ? { walletNumber: choice.walletNumber } : {}),
  });
  return { attempt, payment };
}

/** A transaction's status word → what the waiting screen does next. */
export function walletOutcome(status: string | undefined): 'pending' | 'success' | 'failed' {
  if (status === 'SUCCESS') return 'success';
  if (status === 'FAILED' || status === 'CANCELLED') return 'failed';
  return 'pending';
}
