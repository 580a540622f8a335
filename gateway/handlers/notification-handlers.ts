import type { Handler, HandlerMap } from '../http/context';
import type { Queryable } from '../db/database';
import { notFound } from '../http/gateway-error';
import { badCursor, pageSize, type PageAsk } from '../http/paging';
import { settleLinesOf } from '../lines/usage';
import { trackShipment } from '../orders/shipment-progress';
import { raise } from '../notifications/notifications';
import { dueChanges } from './plan-switch-handlers';

/**
 * Issue 45 part 3 (docs/decisions/2026-11-29-notifications.md): the customer's inbox, newest first a page at a time,
 * its unread count, and marking read. Before either is read, the customer's state is brought up to now in one
 * transaction (the sandbox has no scheduler): due switches, terminations and CNIC reports (dueChanges), every line
 * played up to now (playLine raises data, renewal and balance notifications), and each order's shipment.
 */

/** The shipment steps a customer is told of. */
const SHIPMENT_KINDS = { DISPATCHED: 'ORDER_DISPATCHED', DELIVERED: 'ORDER_DELIVERED' } as const;

async function raiseShipments(q: Queryable, userId: string, now: number): Promise<void> {
  const { rows } = await q.query<{ order_ref: string; method: string; status: string; updated_at: string }>(
    `SELECT s.order_ref, s.method, s.status, s.updated_at FROM shipments s JOIN orders o ON o.ref = s.order_ref
     WHERE o.user_id = $1 AND s.status IN ('PENDING', 'RESCHEDULED')`,
    [userId],
  );
  for (const s of rows) {
    for (const e of (await trackShipment(q, s, now)).events) {
      const kind = SHIPMENT_KINDS[e.status as keyof typeof SHIPMENT_KINDS];
      if (kind) await raise(q, { userId, kind, key: `${kind}:${s.order_ref}`, params: { orderRef: s.order_ref }, at: e.at });
    }
  }
}

/** Brings the customer's state up to now, raising what fell due (in the caller's transaction). */
export async function bringUpToDate(q: Queryable, userId: string, now: number): Promise<void> {
  await dueChanges(q, userId, now);
  await settleLinesOf(q, userId, now);
  await raiseShipments(q, userId, now);
}

interface Row { id: string; kind: string; params: Record<string, string | number>; at: string; read_at: string | null }
const toNotification = (r: Row) => ({ id: String(r.id), kind: r.kind, params: r.params, at: Number(r.at), readAt: r.read_at === null ? null : Number(r.read_at) });

const unreadOf = async (q: Queryable, userId: string) =>
  Number((await q.query<{ n: string }>('SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId])).rows[0]?.n ?? 0);

/** One of the caller's own notifications, or undefined (an id that is not one is no one's). */
async function ownNotification(q: Queryable, userId: string, id: string): Promise<Row | undefined> {
  if (!/^[0-9]{1,18}$/.test(id)) return undefined;
  return (await q.query<Row>('SELECT * FROM notifications WHERE id = $1 AND user_id = $2', [id, userId])).rows[0];
}

const list: Handler<never, PageAsk> = async ({ services, caller, query }) =>
  services.db.tx(async (q) => {
    const userId = caller!.userId;
    await bringUpToDate(q, userId, services.clock.now());
    const limit = pageSize(query);
    let before: Row | undefined;
    if (query.after !== undefined) {
      // `after` is the id of the last notification of the page before: one of the caller's own, or refused.
      before = await ownNotification(q, userId, query.after);
      if (!before) throw badCursor();
    }
    const { rows } = before
      ? await q.query<Row>('SELECT * FROM notifications WHERE user_id = $1 AND (at, id) < ($2, $3) ORDER BY at DESC, id DESC LIMIT $4', [userId, before.at, before.id, limit + 1])
      : await q.query<Row>('SELECT * FROM notifications WHERE user_id = $1 ORDER BY at DESC, id DESC LIMIT $2', [userId, limit + 1]);
    const page = rows.slice(0, limit);
    return { notifications: page.map(toNotification), next: rows.length > limit ? String(page[page.length - 1]!.id) : null, unread: await unreadOf(q, userId) };
  });

const count: Handler = async ({ services, caller }) =>
  services.db.tx(async (q) => {
    await bringUpToDate(q, caller!.userId, services.clock.now());
    return { unread: await unreadOf(q, caller!.userId) };
  });

/** Opening a notification marks it read (the first time; a second open keeps the first time). Another customer's: 404. */
const markRead: Handler<never, never, { notificationId: string }> = async ({ services, caller, params }) =>
  services.db.tx(async (q) => {
    if (!(await ownNotification(q, caller!.userId, params.notificationId))) throw notFound(`Notification ${params.notificationId}`);
    const { rows } = await q.query<Row>('UPDATE notifications SET read_at = coalesce(read_at, $3) WHERE id = $1 AND user_id = $2 RETURNING *', [
      params.notificationId, caller!.userId, services.clock.now(),
    ]);
    return toNotification(rows[0]!);
  });

const markAllRead: Handler = async ({ services, caller }) => {
  await services.db.query('UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL', [caller!.userId, services.clock.now()]);
  return { success: true as const };
};

export const notificationHandlers: HandlerMap = {
  GET_NOTIFICATIONS: list,
  GET_NOTIFICATION_COUNT: count,
  MARK_NOTIFICATION_READ: markRead,
  MARK_ALL_NOTIFICATIONS_READ: markAllRead,
};
