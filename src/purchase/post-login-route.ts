import { FINISHED_SIM_ONLY_STATES as FINISHED_STATES, SIM_ONLY } from '../../schemas/api/order-states';
/** SPEC §4 "After login/signup": where a customer lands once signed in, as a pure function. */

/** An order as the order list (manage_order) returns it. */
export interface OrderSummary {
  order_type: string;
  state: string;
  order_ref: string;
}

export interface PostLoginInput {
  flow: 'login' | 'signup';
  /** The saved redirect path (already resolved to a same-site path), if any. */
  redirect?: string;
  orders: OrderSummary[];
  /** Pending carts, or 'failed' when the cart lookup failed (then the rules apply as without carts). */
  carts: unknown[] | 'failed';
  /**
   * Signing in again after the session ended on the redirect page (issue 45): the customer goes back there, before
   * every other rule; those rules chose where to land when the customer first signed in.
   */
  resume?: boolean;
}

/** Sim-only order states that count as finished: cancelled, failed, activated, terminated (SPEC §4). */
export const FINISHED_SIM_ONLY_STATES: ReadonlySet<string> = new Set(FINISHED_STATES);
export { SIM_ONLY };

export const PATHS = {
  manageOrder: '/manage/order',
  orderList: '/orderlist',
  pendingOrders: '/web/pending-orders',
  preCheckout: '/web/pre-checkout',
  connectionDetails: '/web/connection-details',
} as const;

const isSimOnly = (o: OrderSummary) => o.order_type.replace(/[\s_-]/g, '').toUpperCase() === SIM_ONLY.replace('_', '');
const pathOnly = (p: string) => p.split(/[?#]/)[0] ?? p;
const isPendingOrderPath = (p: string) => /^\/web\/pending-order(s|-details)?$/.test(pathOnly(p));

/** Whether the cart lookup found carts (a failed lookup counts as none). */
function hasCarts(carts: PostLoginInput['carts']): boolean {
  return carts !== 'failed' && carts.length > 0;
}

/**
 * The landing path after a successful login or signup: back to the page after a session ended there, else
 * an unfinished sim-only order → its manage-order page; other orders → the redirect or the order list;
 * otherwise by redirect, flow and pending carts.
 */
export function postLoginRoute(input: PostLoginInput): string {
  if (input.resume && input.redirect) return input.redirect;
  const open = input.orders.find((o) => isSimOnly(o) && !FINISHED_SIM_ONLY_STATES.has(o.state.toUpperCase()));
  if (open) return `${PATHS.manageOrder}?order_ref=${encodeURIComponent(open.order_ref)}`;
  if (input.orders.length > 0) return input.redirect ?? PATHS.orderList;
  const carts = hasCarts(input.carts);
  if (input.redirect) {
    if (input.flow === 'signup' && pathOnly(input.redirect) === PATHS.connectionDetails && carts) return PATHS.pendingOrders;
    if (input.flow === 'login' && isPendingOrderPath(input.redirect)) return PATHS.preCheckout;
    return input.redirect;
  }
  return input.flow === 'signup' && carts ? PATHS.pendingOrders : PATHS.preCheckout;
}
