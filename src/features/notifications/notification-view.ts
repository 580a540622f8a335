import type { ResponseOf } from '../../api/api-client';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../schemas/api/notifications';
import { INBOX_PATH } from '../../shell/notification-bell';

export { INBOX_PATH };

export type Notification = ResponseOf<'GET_NOTIFICATIONS'>['notifications'][number];

/**
 * Where each kind of notification is acted on (issue 45 part 3; docs/decisions/2026-11-29-notifications.md): the
 * gateway stores a kind and its parameters, the app knows its words (messages.ts: `notif_<KIND>_title`, `_body`,
 * `_action`) and the page that acts on it. Plain data and functions, tested without a browser.
 */
const enc = encodeURIComponent;
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export const NOTIFICATION_LINKS: Record<NotificationKind, (p: Notification['params']) => string> = {
  DATA_80: (p) => `/profile/bundles?number=${enc(str(p.number))}`,
  DATA_100: (p) => `/profile/bundles?number=${enc(str(p.number))}`,
  RENEWAL_SOON: (p) => `/profile/recharge?number=${enc(str(p.number))}`,
  LOW_BALANCE: (p) => `/profile/recharge?number=${enc(str(p.number))}`,
  RENEWAL_FAILED: (p) => `/profile/recharge?number=${enc(str(p.number))}`,
  ORDER_DISPATCHED: (p) => `/manage/order?order_ref=${enc(str(p.orderRef))}`,
  ORDER_DELIVERED: () => '/manage/sim-activation',
  REQUEST_STATUS: (p) => `/manage/service-request-status?requestId=${enc(str(p.requestId))}`,
  POINTS_EARNED: () => '/loyalty/point-history',
};

export const isKnownKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** The page a notification leads to; the inbox itself for a kind this app does not know yet (a newer gateway). */
export function notificationHref(n: Pick<Notification, 'kind' | 'params'>): string {
  return isKnownKind(n.kind) ? NOTIFICATION_LINKS[n.kind](n.params) : '/profile/notifications';
}

/** The message ids of a notification's words. */
export function notificationTextIds(kind: string): { title: string; body: string; action: string } {
  const k = isKnownKind(kind) ? kind : 'OTHER';
  return { title: `notif_${k}_title`, body: `notif_${k}_body`, action: `notif_${k}_action` };
}

