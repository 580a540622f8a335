import { languageOf, localiseItem, localiseOrder, type CatalogLanguage } from '../catalog/localise';
import type { Handler, HandlerContext, HandlerMap } from '../http/context';
import { forbidden, notFound, unauthorized, unprocessable } from '../http/gateway-error';
import { priceOrder, type PreviewInput } from '../orders/pricing';
import { createOrder, type CreateOrderInput } from '../orders/create-order';
import { loadOrder, type OrderView } from '../orders/order-view';
import { lockOwner } from './catalog-handlers';
import { lockHolders } from '../orders/stale-orders';
import type { Queryable } from '../db/database';
import { captchaService } from '../integrations/captcha';
import { closeOpenPayments } from '../payments/payables';
import { badCursor, pageSize, type PageAsk } from '../http/paging';
import { FINISHED_SIM_ONLY_STATES } from '../../schemas/api/order-states';

const preview: Handler<PreviewInput> = async ({ services, body, req }) => {
  const priced = await priceOrder(services.db, body);
  const language = languageOf(req.headers['accept-language']);
  return { ...priced, items: priced.items.map((i) => localiseItem(i, language)) };
};

/** Once per Idempotency-Key (the registry requires one; gateway/http/idempotency.ts). */
const create: Handler<CreateOrderInput> = async (ctx) => {
  const owner = lockOwner(ctx);
  const { services } = ctx;
  return services.db.tx((q) => createOrder(q, ctx.body, { owner, holders: lockHolders(ctx), userId: ctx.caller?.userId, now: services.clock.now() }));
};

/** An order and what the caller is to it: its owner, or (owner false) a visitor who holds only its reference. */
export interface OrderAccess { order: OrderView; owner: boolean }

/**
 * Who may do what with an order (issue 41 part 6; docs/decisions/2026-11-25-ownership-by-account.md). A customer's
 * order is its customer's alone: no token 401, anyone else 404. A guest order (no account yet) is owned by whoever
 * proved its email with a code: the account it joins (guest-claims.ts), or, before it has joined, a signed-in account
 * whose confirmed email is the order's. Any other signed-in caller gets 404, as for another customer's order; a visitor
 * without sign-in holds only the reference (tracking, paying, the purchase's KYC), never its personal data or a change.
 */
export async function orderAccess(q: Queryable, ctx: Pick<HandlerContext, 'caller'>, ref: string): Promise<OrderAccess> {
  const order = await loadOrder(q, ref);
  if (order.userId) {
    if (!ctx.caller) throw unauthorized();
    if (order.userId !== ctx.caller.userId) throw notFound(`Order ${ref}`);
    return { order, owner: true };
  }
  if (!ctx.caller) return { order, owner: false };
  const proved = await q.query('SELECT 1 FROM users WHERE id = $1 AND email_confirmed AND lower(email) = lower($2)', [ctx.caller.userId, order.email]);
  if (proved.rows.length) return { order, owner: true };
  throw notFound(`Order ${ref}`);
}

/** An order the caller may act on by its reference (pay it, send the purchase's KYC, track it). */
export const ownedOrder = async (q: Queryable, ctx: Pick<HandlerContext, 'caller'>, ref: string): Promise<OrderView> => (await orderAccess(q, ctx, ref)).order;

/** An order only its owner may change or read the personal data of: anyone else gets 404, as for another customer's order. */
export async function ownOrder(q: Queryable, ctx: Pick<HandlerContext, 'caller'>, ref: string): Promise<OrderView> {
  const { order, owner } = await orderAccess(q, ctx, ref);
  if (!owner) throw notFound(`Order ${ref}`);
  return order;
}

/**
 * An order as tracking by reference shows it: status, dates and prices, nothing personal (no email, account or
 * number, the priced number line included).
 */
function referenceView(order: OrderView): Omit<OrderView, 'email' | 'userId' | 'number'> {
  const { email: _email, userId: _userId, number: _number, ...tracked } = order;
  const items = order.preview.items.map((i) => (i.type === 'NEW_NUMBER' ? { ...i, sku: 'NEW_NUMBER', name: 'Number' } : i));
  return { ...tracked, shipmentRef: null, preview: { ...order.preview, items } };
}

const getOrder: Handler<never, never, { orderReference: string }> = async (ctx) => {
  const { order, owner } = await orderAccess(ctx.services.db, ctx, ctx.params.orderReference);
  return localiseOrder(owner ? order : referenceView(order), languageOf(ctx.req.headers['accept-language']));
};

/** Unfinished sim-only orders first (as the app has always shown them), then newest first; ref breaks ties. */
const UNFINISHED_FIRST = `(upper(order_type) = 'SIM_ONLY' AND upper(state) NOT IN (${FINISHED_SIM_ONLY_STATES.map((s) => `'${s}'`).join(', ')}))`;

interface ListedOrderRow { ref: string; order_type: string; state: string; status: string; created_at: string }

/** The order list, one page in list order (index orders_user_list): the first page, or the one after `after`. */
export async function listOrders(q: Queryable, userId: string, ask: PageAsk): Promise<ListedOrderRow[]> {
  const columns = 'ref, order_type, state, status, created_at';
  if (ask.after === undefined) {
    return (await q.query<ListedOrderRow>(`SELECT ${columns} FROM orders WHERE user_id = $1 ORDER BY ${UNFINISHED_FIRST} DESC, created_at DESC, ref DESC LIMIT $2`, [userId, pageSize(ask)])).rows;
  }
  const { rows: [cursor] } = await q.query<{ first: boolean; created_at: string; ref: string }>(`SELECT ${UNFINISHED_FIRST} AS first, created_at, ref FROM orders WHERE ref = $1 AND user_id = $2`, [ask.after, userId]);
  if (!cursor) throw badCursor();
  return (
    await q.query<ListedOrderRow>(
      `SELECT ${columns} FROM orders WHERE user_id = $1 AND (${UNFINISHED_FIRST}, created_at, ref) < ($2::boolean, $3::bigint, $4::text)
        ORDER BY ${UNFINISHED_FIRST} DESC, created_at DESC, ref DESC LIMIT $5`,
      [userId, cursor.first, cursor.created_at, cursor.ref, pageSize(ask)],
    )
  ).rows;
}

const manageOrder: Handler<{ captchaToken: string } & PageAsk> = async ({ services, caller, body }) => {
  // Issue 12: the order list answers only a fresh ALTCHA answer (gateway/integrations/captcha.ts).
  await captchaService(services.db).check(body.captchaToken);
  const rows = await listOrders(services.db, caller!.userId, body);
  return rows.map((r) => ({ order_ref: r.ref, order_type: r.order_type, state: r.state, status: r.status, createdAt: Number(r.created_at) }));
};

interface UpdateBody { deliveryAddress?: object; billingAddress?: object; slotId?: string; cancel?: true }
const updateOrder: Handler<UpdateBody, never, { orderRef: string }> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const order = await ownOrder(q, ctx, ctx.params.orderRef);
    // Locked like a payment's settlement locks it: a cancel and an approval never both win.
    await q.query('SELECT 1 FROM orders WHERE ref = $1 FOR UPDATE', [order.orderRef]);
    const { status } = await loadOrder(q, order.orderRef);
    const { body } = ctx;
    const now = ctx.services.clock.now();
    if (body.cancel) {
      if (!['INITIATED', 'CREATED'].includes(status)) throw unprocessable('ORDER_NOT_CANCELLABLE', `Order in status ${order.status} cannot be cancelled`);
      await q.query(`UPDATE orders SET status = 'CANCELLED', state = 'CAN', updated_at = $2 WHERE ref = $1`, [order.orderRef, now]);
      await q.query('UPDATE numbers SET sold_to = NULL, locked_by = NULL, locked_until = NULL WHERE sold_to = $1', [order.orderRef]);
      await q.query(`UPDATE carts SET status = 'ABANDONED' WHERE id = $1`, [`CART-${order.orderRef}`]);
      await closeOpenPayments(q, { purpose: 'order', orderRef: order.orderRef }, now);
    }
    const patch = Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'cancel'));
    if (Object.keys(patch).length) await q.query('UPDATE orders SET payload = payload || $2::jsonb, updated_at = $3 WHERE ref = $1', [order.orderRef, JSON.stringify(patch), now]);
    if (body.slotId) await q.query('UPDATE shipments SET slot_id = $2, updated_at = $3 WHERE order_ref = $1', [order.orderRef, body.slotId, now]);
    return loadOrder(q, order.orderRef);
  });

interface CartRow { id: string; email: string; status: string; items: unknown[]; created_at: string }
/** A cart as answered: its items named in the reader's language (Accept-Language), as an order's are (issue 30). */
const toCart = (r: CartRow, language: CatalogLanguage) => ({
  id: r.id,
  email: r.email,
  status: r.status,
  orderRef: r.id.replace(/^CART-/, ''),
  items: Array.isArray(r.items) ? r.items.map((i) => localiseItem(i, language)) : r.items,
  createdAt: Number(r.created_at),
});

const carts: Handler = async ({ services, caller, req }) => {
  const { rows } = await services.db.query<CartRow>('SELECT * FROM carts WHERE user_id = $1 ORDER BY created_at DESC', [caller!.userId]);
  const language = languageOf(req.headers['accept-language']);
  return rows.map((r) => toCart(r, language));
};

const cartDetails: Handler<never, { email: string; status?: string }> = async ({ services, caller, query, req }) => {
  if (query.email.toLowerCase() !== caller!.email.toLowerCase()) throw forbidden('query.email: is not the signed-in customer');
  const { rows } = await services.db.query<CartRow>(
    'SELECT * FROM carts WHERE user_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY created_at DESC',
    [caller!.userId, query.status ?? null],
  );
  const language = languageOf(req.headers['accept-language']);
  return { carts: rows.map((r) => toCart(r, language)) };
};

export const orderHandlers: HandlerMap = {
  ORDER_PREVIEW: preview,
  CREATE_ORDER: create,
  GET_ORDER: getOrder,
  MANAGE_ORDER: manageOrder,
  UPDATE_ORDER: updateOrder,
  GET_CARTS: carts,
  GET_PENDING_CARTS: cartDetails,
};
