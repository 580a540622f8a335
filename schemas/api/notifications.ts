/**
 * The customer's notifications and the numbers on their CNIC (issue 45 parts 3 and 7;
 * docs/decisions/2026-11-29-notifications.md, docs/decisions/2026-11-29-numbers-on-my-cnic.md).
 */
import { envelope, listOf, nonEmpty, ok, open, paging, request, type JsonSchema } from './common';
import { lineStatus } from './lines';

/**
 * What a notification is about. The gateway stores the kind and its parameters; the app words each kind (English
 * and Urdu) and links it to where it is acted on.
 */
export const NOTIFICATION_KINDS = [
  'DATA_80', 'DATA_100', 'RENEWAL_SOON', 'RENEWAL_FAILED', 'LOW_BALANCE',
  'ORDER_DISPATCHED', 'ORDER_DELIVERED', 'REQUEST_STATUS', 'POINTS_EARNED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const param: JsonSchema = { type: ['string', 'number'] };
export const notification: JsonSchema = open(
  {
    /** Opaque id: MARK_NOTIFICATION_READ takes it. */
    id: { type: 'string', pattern: '^[0-9]{1,18}$' },
    kind: { enum: [...NOTIFICATION_KINDS] },
    /** The kind's parameters: number, renewsAt, amount, balance, orderRef, requestId, type, status, points, reason. */
    params: { type: 'object', additionalProperties: param },
    at: { type: 'integer' },
    /** When the customer opened it; null while unread. */
    readAt: { type: ['integer', 'null'] },
  },
  ['id', 'kind', 'params', 'at', 'readAt'],
);

export const notificationsQuery = request({ ...paging });
export const notificationsResponse = envelope(
  open({ notifications: listOf(notification), next: { type: ['string', 'null'] }, unread: { type: 'integer', minimum: 0 } }, ['notifications', 'next', 'unread']),
);
export const notificationCountResponse = envelope(open({ unread: { type: 'integer', minimum: 0 } }, ['unread']));
export const notificationResponse = envelope(notification);
export const markAllReadResponse = ok;

/** A line registered to the account's CNIC at this operator (another account's line is shown too: it is on the CNIC). */
export const cnicLine: JsonSchema = open(
  {
    number: nonEmpty,
    status: lineStatus,
    /** Whether the line is one of this account's own. */
    onThisAccount: { type: 'boolean' },
    /** The customer's "this is not mine" report of it, open or last closed; null when none. */
    report: { anyOf: [{ type: 'null' }, open({ requestId: nonEmpty, status: nonEmpty }, ['requestId', 'status'])] },
  },
  ['number', 'status', 'onThisAccount', 'report'],
);
export const cnicLinesResponse = envelope(
  open(
    {
      /** The CNIC, all but its last 4 digits hidden; null when the account has none (no order with one yet). */
      cnic: { type: ['string', 'null'] },
      /** The regulator's limit of lines per CNIC. */
      limit: { type: 'integer', minimum: 1 },
      lines: listOf(cnicLine),
    },
    ['cnic', 'limit', 'lines'],
  ),
);
export const reportCnicLineRequest = request({ number: { type: 'string', pattern: '^[0-9]{10,12}$' } }, ['number']);
