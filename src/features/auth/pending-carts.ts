import { isRecord, recordOf } from '../../domain/parse';
/** Pending carts of a returning customer (GET carts details, status PENDING), as the pages show them. */

export interface CartItem {
  type: string;
  sku: string;
  name: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface PendingCart {
  id: string;
  orderRef: string | undefined;
  createdAt: number | undefined;
  items: CartItem[];
  total: number;
}

function itemOf(raw: unknown): CartItem | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = recordOf(raw);
  const amount = typeof r.amount === 'number' ? r.amount : typeof r.unitPrice === 'number' ? r.unitPrice : 0;
  const sku = typeof r.sku === 'string' ? r.sku : '';
  const quantity = typeof r.quantity === 'number' && r.quantity > 0 ? r.quantity : 1;
  const unitPrice = typeof r.unitPrice === 'number' ? r.unitPrice : amount;
  return { type: typeof r.type === 'string' ? r.type : 'ITEM', sku, name: typeof r.name === 'string' ? r.name : sku || String(r.type ?? ''), quantity, unitPrice, amount };
}

/** Well-formed pending carts, newest first; anything else in the answer is ignored. */
export function pendingCartsOf(raw: unknown): PendingCart[] {
  const list = Array.isArray(raw) ? raw : [];
  const carts: PendingCart[] = [];
  for (const c of list) {
    if (!isRecord(c)) continue;
    const r = c;
    if (typeof r.id !== 'string' || (r.status !== undefined && r.status !== 'PENDING')) continue;
    const items = (Array.isArray(r.items) ? r.items : []).map(itemOf).filter((i): i is CartItem => i !== undefined);
    carts.push({
      id: r.id,
      orderRef: typeof r.orderRef === 'string' && r.orderRef ? r.orderRef : undefined,
      createdAt: typeof r.createdAt === 'number' ? r.createdAt : undefined,
      items,
      total: Math.round(items.reduce((sum, i) => sum + i.amount, 0) * 100) / 100,
    });
  }
  return carts.sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
}

/**
 * Where continuing a pending cart goes: its order's manage-order page (the same place SPEC §4 sends an unfinished
 * sim-only order, where it can be paid), or a fresh plan choice when the cart never became an order.
 */
export function resumePathOf(cart: Pick<PendingCart, 'orderRef'>): string {
  return cart.orderRef ? `/manage/order?order_ref=${encodeURIComponent(cart.orderRef)}` : '/web/pre-checkout';
}

/** The details page of a cart. */
export function detailsPathOf(cart: Pick<PendingCart, 'id'>): string {
  return `/web/pending-order-details?cart=${encodeURIComponent(cart.id)}`;
}
