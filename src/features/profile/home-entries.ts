/**
 * What the home offers and asks, as data (issue 46): the quick actions of the shown line and the "needs you" items.
 * Adding an entry is one line in a list here (its words in home-messages.ts, its icon from src/ui/icons.ts); the
 * dashboard (profile-lines.tsx, needs-you.tsx) draws whatever these lists hold, in their order.
 */
import type { Line } from '../../domain/line-view';
import type { ServiceRequest } from '../service-requests';
import type { IconPaths } from '../../ui/icons';
import { iconSim, iconTruck } from '../../ui/icons';
import { iconBundle, iconPhoneDevice, iconRequests, iconSwitch, iconWallet, iconCard, iconChart, iconSend, iconZap } from '../../ui/account-icons';

type Status = Line['status'];
const live = (s: Status) => s !== 'PendingActivation' && s !== 'Inactive';
const q = encodeURIComponent;

/** One quick action of a line: shown when `shows` says so, leading to `href` with the line's number. */
export interface QuickAction {
  readonly key: string;
  readonly icon: IconPaths;
  readonly labelId: string;
  readonly href: (number: string) => string;
  readonly shows: (line: Line) => boolean;
}

/** The line's quick actions, as icon buttons under its allowances (at most four show at once on a phone row). */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { key: 'recharge', icon: iconWallet, labelId: 'home_recharge', href: (n) => `/profile/recharge?number=${n}`, shows: (l) => live(l.status) },
  { key: 'bundle', icon: iconBundle, labelId: 'home_buy_bundle', href: (n) => `/profile/bundles?number=${n}`, shows: (l) => l.status === 'Active' },
  { key: 'plan', icon: iconSwitch, labelId: 'home_switch_plan', href: (n) => `/manage/plan-switch/plans?number=${n}`, shows: (l) => live(l.status) && l.status !== 'Suspend' },
  { key: 'sim', icon: iconSim, labelId: 'home_replace_sim', href: (n) => `/manage/sim-replacement-order-request?number=${n}`, shows: (l) => live(l.status) },
];

/** More of a line, as rows under its card (after its lost-SIM, manage and history rows), in this order. */
export const LINE_ROWS: readonly QuickAction[] = [
  // Issue 44 parts 2 and 3: the line's use per day, and what it is subscribed to.
  { key: 'usage', icon: iconChart, labelId: 'line_usage', href: (n) => `/profile/usage?number=${q(n)}`, shows: (l) => Boolean(l.usage) },
  { key: 'subscriptions', icon: iconBundle, labelId: 'line_subscriptions', href: (n) => `/profile/subscriptions?number=${q(n)}`, shows: (l) => Boolean(l.usage) },
  // Issue 45 parts 4 and 5: airtime to another Sitara number, or some borrowed when the balance is low (the page says when not).
  { key: 'share', icon: iconSend, labelId: 'home_share_balance', href: (n) => `/manage/balance-share?number=${q(n)}`, shows: (l) => l.status === 'Active' },
  { key: 'advance', icon: iconZap, labelId: 'home_advance', href: (n) => `/manage/advance?number=${q(n)}`, shows: (l) => l.status === 'Active' },
];

/** What the "needs you" list reads: the customer's lines, open service requests and latest orders. */
export interface HomeFacts {
  readonly lines: readonly Line[];
  readonly requests: readonly ServiceRequest[];
  /** Where a request's status is shown (the service requests' statusPathOf). */
  readonly requestPath: (request: ServiceRequest) => string;
  readonly orders: ReadonlyArray<{ order_ref: string; state: string; status?: string }>;
}

/** One thing waiting for the customer: its words (a message id and values), where to act, and its icon. */
export interface NeedItem {
  readonly key: string;
  readonly icon: IconPaths;
  readonly titleId: string;
  readonly hintId?: string;
  readonly values?: Readonly<Record<string, string>>;
  readonly href: string;
  /** The request type whose name goes into the words as {type} (the service requests' type_<TYPE> words). */
  readonly requestType?: string;
}

const UNPAID = new Set(['INITIATED', 'CREATED']);
const OPEN = new Set(['SUBMITTED', 'IN_PROGRESS']);

/** Each kind of thing that can wait for the customer: a function from the home's facts to its items. */
export const NEEDS_YOU: ReadonlyArray<(facts: HomeFacts) => NeedItem[]> = [
  // A SIM that arrived (or is on its way) and waits to be activated.
  (f) => f.lines.filter((l) => l.status === 'PendingActivation' && l.simType !== 'esim').map((l) => ({ key: `activate-${l.number}`, icon: iconPhoneDevice, titleId: 'needs_activate', hintId: 'needs_activate_hint', values: { number: l.number }, href: `/manage/sim-activation?number=${q(l.number)}` })),
  // An order placed but not paid.
  (f) => f.orders.filter((o) => UNPAID.has((o.status ?? '').toUpperCase())).map((o) => ({ key: `pay-${o.order_ref}`, icon: iconCard, titleId: 'needs_payment', hintId: 'needs_payment_hint', values: { ref: o.order_ref }, href: `/manage/order?order_ref=${q(o.order_ref)}` })),
  // A SIM on its way: follow its delivery.
  (f) => f.lines.filter((l) => l.status === 'PendingActivation' && l.simType !== 'esim').map((l) => ({ key: `track-${l.orderRef}`, icon: iconTruck, titleId: 'needs_track', hintId: 'needs_track_hint', values: { ref: l.orderRef }, href: `/manage/order?order_ref=${q(l.orderRef)}` })),
  // A request moving (received or in progress).
  (f) => f.requests.filter((r) => OPEN.has(r.status)).map((r) => ({ key: `request-${r.requestId}`, icon: iconRequests, titleId: 'needs_request', hintId: r.type === 'CHAT' ? `needs_request_CHAT_${r.status}` : `needs_request_${r.status}`, values: { id: r.requestId }, requestType: r.type, href: f.requestPath(r) })),
];

/** Every item waiting for the customer, in the list's order. */
export function needsOf(facts: HomeFacts): NeedItem[] {
  return NEEDS_YOU.flatMap((kind) => kind(facts));
}
