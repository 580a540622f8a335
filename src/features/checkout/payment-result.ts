import { PLAIN_REF } from '../../../engine/behaviours/purchase-work';
/** What the payment-success / payment-failed page (one page, SPEC §2) shows. */
export interface ResultRoute {
  readonly outcome: 'success' | 'failed';
  readonly orderRef: string | null;
  readonly transactionId: string | null;
  /** The gateway's payment status word: success, failed or cancelled. */
  readonly status: string | null;
}

const clean = (v: string | null | undefined) => (v && PLAIN_REF.test(v.trim()) ? v.trim() : null);

/**
 * Reads the page's path and query (a boundary: the gateway puts order_ref, txn_id and status there).
 * A 'success' path whose status says otherwise counts as failed: the status word is the gateway's.
 * The order falls back to the last order this tab started (`lastOrderRef`).
 */
export function resultRouteOf(path: string, search: string, lastOrderRef: string | null = null): ResultRoute {
  const q = new URLSearchParams(search);
  const status = q.get('status')?.toLowerCase() ?? null;
  const failedPath = /payment-failed\/?$/.test(path);
  const failedStatus = status === 'failed' || status === 'cancelled';
  return {
    outcome: failedPath || failedStatus ? 'failed' : 'success',
    orderRef: clean(q.get('order_ref')) ?? clean(q.get('orderRef')) ?? clean(lastOrderRef),
    transactionId: clean(q.get('txn_id')),
    status: status && /^[a-z_]{1,20}$/.test(status) ? status : null,
  };
}

/**
 * The order reference of a query: `order_ref`, else `orderRef` (SPEC §2); anything not a plain reference is none.
 * @example orderRefOf('?orderRef=ORD-1') // 'ORD-1'
 */
export function orderRefOf(search: string): string | null {
  const q = new URLSearchParams(search);
  return clean(q.get('order_ref')) ?? clean(q.get('orderRef'));
}
