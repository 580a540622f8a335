import type { ActorInput } from '../../../engine';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { PLAIN_REF } from '../../../engine/behaviours/purchase-work';

/** A paylink as GET_PAYLINK answers it. */
export interface Paylink {
  readonly paylinkId: string;
  readonly orderRef: string;
  readonly amount: number;
  readonly status: string;
  readonly expired: boolean;
  readonly paid?: boolean;
  readonly description?: string;
  readonly expiresAt?: number;
}


/** The paylink id of the page's query: `id`, else `paylink_id`; anything not a plain reference is none. */
export function paylinkIdOf(search: string): string | null {
  const q = new URLSearchParams(search);
  const raw = (q.get('id') ?? q.get('paylink_id') ?? '').trim();
  return PLAIN_REF.test(raw) ? raw : null;
}

/**
 * The gateway-shaped failure (PaymentStepError), loaded where one is thrown: its module rides with the payment
 * journey's chunk, which a paylink's receipt or an expired link does not otherwise load (issue 47).
 */
const stepError = async (code: string) => new (await import('../../domain/payment-step-error')).PaymentStepError(code);

/** The actor of journeys/paylink.json: loads the link of its input; a page without an id is the same as an unknown link. */
export function createPaylinkActors(load: (id: string) => Promise<Paylink>): Record<string, AnyActorLogic> {
  return {
    loadPaylink: fromPromise<Paylink, ActorInput<'loadPaylink'>>(async ({ input }) => {
      const paylinkId = input?.paylinkId;
      if (!paylinkId) throw await stepError('NO_PAYLINK_ID');
      return load(paylinkId);
    }),
  };
}

/** What the wallet's return checks: the payment (txn_id) or else the order (order_ref / orderRef). */
export interface WalletReturn {
  readonly orderRef: string | null;
  readonly transactionId: string | null;
}

export function walletReturnOf(search: string): WalletReturn {
  const q = new URLSearchParams(search);
  const clean = (v: string | null) => (v && PLAIN_REF.test(v.trim()) ? v.trim() : null);
  return { orderRef: clean(q.get('order_ref')) ?? clean(q.get('orderRef')), transactionId: clean(q.get('txn_id')) };
}

export interface WalletReturnPorts {
  transactionStatus(id: string): Promise<{ paymentStatus: string; orderRef?: string }>;
  orderPaymentStatus(orderRef: string): Promise<string>;
}

/** The actor of journeys/wallet-return.json: the payment's status word (SUCCESS, FAILED, CANCELLED, NOT_INITIATED). */
export function createWalletReturnActors(ports: WalletReturnPorts): Record<string, AnyActorLogic> {
  return {
    checkWalletReturn: fromPromise<{ status: string; orderRef: string | null }, ActorInput<'checkWalletReturn'>>(async ({ input }) => {
      const ret: WalletReturn = { orderRef: input?.orderRef ?? null, transactionId: input?.transactionId ?? null };
      if (ret.transactionId) {
        const t = await ports.transactionStatus(ret.transactionId);
        return { status: t.paymentStatus, orderRef: ret.orderRef ?? t.orderRef ?? null };
      }
      if (ret.orderRef) return { status: await ports.orderPaymentStatus(ret.orderRef), orderRef: ret.orderRef };
      throw await stepError('NO_ORDER_REF');
    }),
  };
}

/** Where the wallet's return sends the customer once the status is known (the shared result page). */
export function walletResultPath(outcome: 'paid' | 'refused', orderRef: string | null, transactionId: string | null): string {
  // A paylink paid by wallet has its own receipt (and its own page to try again).
  if (orderRef?.startsWith('LINK-')) {
    return outcome === 'paid' ? `/payment/direct-payment-success?paylink_id=${orderRef}` : `/payment/paylink?id=${orderRef}&status=failed`;
  }
  const q = new URLSearchParams();
  if (orderRef) q.set('order_ref', orderRef);
  if (transactionId) q.set('txn_id', transactionId);
  if (outcome === 'refused') q.set('status', 'failed');
  return `${outcome === 'paid' ? '/web/payment-success' : '/web/payment-failed'}?${q.toString()}`;
}
