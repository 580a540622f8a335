/**
 * The customer's notifications (issue 45 part 3; docs/decisions/2026-11-29-notifications.md). The gateway stores a
 * kind and its parameters, never words: the app words each kind in English and Urdu and knows where it is acted on.
 *
 * Each is raised once: `event_key` names the event (the data threshold of one period, the renewal of one due date,
 * one order's dispatch, one request's status…) and (user_id, event_key) is unique, so the same event found again by a
 * second read, a second clock move or a second gateway process inserts nothing (ON CONFLICT DO NOTHING).
 *
 * The sandbox has no scheduler (gateway/lines/usage.ts): events are found when the customer's state is brought up to
 * now, by any read or write of their lines (playLine raises the line's own), and before the inbox or its count are
 * read (bringUpToDate below).
 */
import type { Queryable } from '../db/database';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../schemas/api/notifications';

export { NOTIFICATION_KINDS, type NotificationKind };

export type NotificationParams = Record<string, string | number>;

export interface Raise {
  userId: string | null;
  kind: NotificationKind;
  /** The event's own name: the same event raised again is the same row (once per customer and key). */
  key: string;
  params: NotificationParams;
  /** When it happened on the gateway's clock (the inbox is newest first by it). */
  at: number;
}

/** Raises one notification, once per (customer, event); a line no customer holds (a guest's order) raises nothing. */
export async function raise(q: Queryable, n: Raise): Promise<void> {
  if (!n.userId) return;
  await q.query(
    `INSERT INTO notifications (user_id, kind, event_key, params, at) VALUES ($1, $2, $3, $4::jsonb, $5)
     ON CONFLICT (user_id, event_key) DO NOTHING`,
    [n.userId, n.kind, n.key, JSON.stringify(n.params), n.at],
  );
}

/** The data share at which each data notification is raised. */
export const DATA_THRESHOLDS: ReadonlyArray<{ share: number; kind: NotificationKind }> = [
  { share: 1, kind: 'DATA_100' },
  { share: 0.8, kind: 'DATA_80' },
];
/** How long before a renewal the customer is told of it. */
export const RENEWAL_NOTICE_MS = 3 * 24 * 3600 * 1000;

export interface LineMoment {
  userId: string | null;
  orderRef: string;
  number: string;
  periodStart: number;
  renewsAt: number;
  autoRenew: boolean;
  balance: number;
  price: number;
  now: number;
}

/** The data of the allowances live at `at`, and what is left of it. */
export interface DataUse { dataMb: number; dataLeftMb: number }

/**
 * The line's data used past 80 % or all of it, once per period: each threshold reached is raised (both when both were
 * crossed in one move). Called by playLine at the end of the last period it played and at now.
 */
export async function raiseDataUse(q: Queryable, m: Pick<LineMoment, 'userId' | 'orderRef' | 'number' | 'periodStart' | 'now'>, use: DataUse): Promise<void> {
  if (use.dataMb <= 0) return;
  const used = (use.dataMb - use.dataLeftMb) / use.dataMb;
  for (const t of DATA_THRESHOLDS) {
    if (used >= t.share) await raise(q, { userId: m.userId, kind: t.kind, key: `${t.kind}:${m.orderRef}:${m.periodStart}`, params: { number: m.number }, at: m.now });
  }
}

/**
 * The renewal within 3 days (with auto-renewal on), and a balance that will not pay it, once per due date. A renewal
 * the clock jumped past unread is not announced afterwards: it renewed, or its failure is told (raiseRenewalFailed).
 */
export async function raiseRenewalNotice(q: Queryable, m: LineMoment): Promise<void> {
  const noticeAt = m.renewsAt - RENEWAL_NOTICE_MS;
  if (!m.autoRenew || m.now < noticeAt || m.now >= m.renewsAt) return;
  const at = Math.max(noticeAt, m.periodStart);
  const line = { number: m.number };
  await raise(q, { userId: m.userId, kind: 'RENEWAL_SOON', key: `RENEWAL_SOON:${m.orderRef}:${m.renewsAt}`, params: { ...line, renewsAt: m.renewsAt, amount: m.price }, at });
  if (m.balance < m.price) {
    await raise(q, { userId: m.userId, kind: 'LOW_BALANCE', key: `LOW_BALANCE:${m.orderRef}:${m.renewsAt}`, params: { ...line, balance: m.balance, amount: m.price }, at });
  }
}

/** A renewal that did not happen on its due date: the line lapsed to Grace (the reason says why). */
export async function raiseRenewalFailed(q: Queryable, n: { userId: string | null; orderRef: string; number: string; due: number; reason: 'BALANCE' | 'AUTO_RENEW_OFF' }): Promise<void> {
  await raise(q, { userId: n.userId, kind: 'RENEWAL_FAILED', key: `RENEWAL_FAILED:${n.orderRef}:${n.due}`, params: { number: n.number, reason: n.reason }, at: n.due });
}

/** A service request's status changed at the operator (once per request and status). */
export async function raiseRequestStatus(q: Queryable, n: { userId: string; requestId: string; type: string; status: string; at: number }): Promise<void> {
  await raise(q, { userId: n.userId, kind: 'REQUEST_STATUS', key: `REQUEST_STATUS:${n.requestId}:${n.status}`, params: { requestId: n.requestId, type: n.type, status: n.status }, at: n.at });
}
