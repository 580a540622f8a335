import { FINISHED_SIM_ONLY_STATES as FINISHED_STATES, SIM_ONLY } from '../../../schemas/api/order-states';

/** The sign-in's rule too (post-login-route.ts), read from the same list; the order list does not load the sign-in's code. */
const FINISHED_SIM_ONLY_STATES: ReadonlySet<string> = new Set(FINISHED_STATES);

/** An order as the order list call (MANAGE_ORDER) answers it. */
export interface ListedOrder {
  readonly order_ref: string;
  readonly order_type: string;
  readonly state: string;
  readonly status?: string;
  readonly createdAt?: number;
}

/** A sim-only order that is not finished (SPEC §4: CAN, OFL, TSU, TFL are finished). */
export function isUnfinishedSimOnly(o: ListedOrder): boolean {
  return o.order_type.toUpperCase() === SIM_ONLY && !FINISHED_SIM_ONLY_STATES.has(o.state.toUpperCase());
}

/**
 * The order list as customers read it: unfinished sim-only orders first, then newest first within each group.
 * @example sortOrders([{ order_ref: 'A', state: 'TSU', … }, { order_ref: 'B', state: 'INP', … }]) // B, A
 */
export function sortOrders(orders: readonly ListedOrder[]): ListedOrder[] {
  return [...orders].sort((a, b) => Number(isUnfinishedSimOnly(b)) - Number(isUnfinishedSimOnly(a)) || (b.createdAt ?? 0) - (a.createdAt ?? 0));
}

const STATUS_WORDS: Record<string, string> = {
  INITIATED: 'order_state_unpaid',
  CREATED: 'order_state_unpaid',
  PLACED: 'order_state_placed',
  APPROVED: 'order_state_approved',
  COMPLETED: 'order_state_completed',
  FAILED: 'order_state_failed',
  CANCELLED: 'order_state_cancelled',
};
const STATE_WORDS: Record<string, string> = { CAN: 'order_state_cancelled', OFL: 'order_state_failed', TSU: 'order_state_active', TFL: 'order_state_terminated' };

/** The message id saying an order's state in customer words (the finished state wins over the order status). */
export function orderStateMessage(o: { state: string; status?: string }): string {
  return STATE_WORDS[o.state.toUpperCase()] ?? STATUS_WORDS[(o.status ?? '').toUpperCase()] ?? 'order_state_in_progress';
}

/** Orders that were paid and still need the operator: tracking and the app are offered for these. */
export const isPlaced = (status: string | undefined) => status === 'PLACED' || status === 'APPROVED';

const SHIPMENT_WORDS: Record<string, string> = {
  PENDING: 'shipment_pending',
  RESCHEDULED: 'shipment_rescheduled',
  DISPATCHED: 'shipment_dispatched',
  IN_TRANSIT: 'shipment_dispatched',
  OUT_FOR_DELIVERY: 'shipment_out_for_delivery',
  READY_FOR_PICKUP: 'shipment_ready_pickup',
  DELIVERED: 'shipment_delivered',
  FAILED: 'shipment_failed',
};

/** The message id for where a SIM shipment is. */
export function shipmentMessage(status: string, method?: string): string {
  if (method === 'SELF_PICKUP' && status === 'PENDING') return 'shipment_pickup_pending';
  return SHIPMENT_WORDS[status.toUpperCase()] ?? 'shipment_in_progress';
}
