/**
 * The order this tab last started paying for, kept apart from the journey (whose progress is cleared once the
 * order is placed), so the result page knows the order and a failed payment can be retried on it.
 */
export interface LastOrder {
  readonly orderRef: string;
  readonly simType: 'physical_sim' | 'esim';
  readonly paymentMethod: string;
  /** The Idempotency-Key the order was made with: a payment step of the same attempt pays this order, never makes one. */
  readonly attemptKey?: string;
}

const KEY = 'checkout:last-order';

/** The saved last order; anything unreadable counts as none. */
export function loadLastOrder(storage: Storage | undefined = globalThis.sessionStorage): LastOrder | null {
  try {
    const parsed = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<LastOrder> | null;
    if (!parsed || typeof parsed.orderRef !== 'string' || typeof parsed.paymentMethod !== 'string') return null;
    return {
      orderRef: parsed.orderRef,
      simType: parsed.simType === 'esim' ? 'esim' : 'physical_sim',
      paymentMethod: parsed.paymentMethod,
      ...(typeof parsed.attemptKey === 'string' ? { attemptKey: parsed.attemptKey } : {}),
    };
  } catch {
    return null;
  }
}

/** Saves the last order (a full or disabled storage only loses the fallback). */
export function saveLastOrder(order: LastOrder, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(order));
  } catch {
    // the result page then relies on the query string alone
  }
}
