import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useApi } from '../../api/api-context';
import { endpointKey, queryKeys } from '../../api/queries';
import { LIST_PAGE } from '../../api/list-page';
import { useEndpointPages } from '../../api/use-endpoint-pages';
import { ScreenMessages, joinMessages } from '../../i18n/screen-messages';
import { ShowMore, showMoreMessages } from '../../ui/show-more';
import { DateText } from '../../ui/date-text';
import { usePrice } from '../../ui/price';
import { AccountPage, LoadFailed, Outcome, Skeletons } from '../account';
import { displayNumber } from '../../domain/line-view';
import { requestNames } from '../service-requests';
import { notificationMessages } from './messages';
import { notificationHref, notificationTextIds, type Notification } from './notification-view';
import './notifications.css';
import { markAllNotificationsRead, markNotificationRead } from './notification-calls';
import { MessageText } from '../../ui/message-text';

const ltr = (text: string) => `\u2066${text}\u2069`;

/** A notification's words: its kind's title and body with its parameters (numbers and prices left to right). */
function useWords() {
  const intl = useIntl();
  const price = usePrice();
  // A request type or step this app has no words for (a newer gateway) is left out rather than shown raw.
  const known = (id: string) => (intl.messages[id] === undefined ? '' : intl.formatMessage({ id }));
  return (n: Notification) => {
    const ids = notificationTextIds(n.kind);
    const p = n.params;
    const values = {
      number: ltr(displayNumber(String(p.number ?? ''))),
      amount: ltr(price(Number(p.amount ?? 0))),
      balance: ltr(price(Number(p.balance ?? 0))),
      date: typeof p.renewsAt === 'number' ? intl.formatDate(p.renewsAt, { day: 'numeric', month: 'long' }) : '',
      points: Number(p.points ?? 0),
      orderRef: ltr(String(p.orderRef ?? '')),
      requestId: ltr(String(p.requestId ?? '')),
      type: known(`type_${String(p.type ?? '')}`),
      status: known(`step_${String(p.status ?? '')}`),
    };
    return { title: intl.formatMessage({ id: ids.title }), body: intl.formatMessage({ id: ids.body }, values), action: intl.formatMessage({ id: ids.action }) };
  };
}

function useInbox() {
  return useEndpointPages('GET_NOTIFICATIONS', {
    queryKey: queryKeys.pages('GET_NOTIFICATIONS'),
    input: (after) => ({ query: { limit: LIST_PAGE, ...(after ? { after } : {}) } }),
    pageOf: (answer) => ({ items: answer.notifications, next: answer.next ?? undefined }),
    keyOf: (n: Notification) => n.id,
  });
}

/** After a read changes: the bell's count and the inbox are read again. */
function useRefreshReads() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: endpointKey('GET_NOTIFICATION_COUNT') }),
      client.invalidateQueries({ queryKey: queryKeys.pages('GET_NOTIFICATIONS') }),
    ]);
}

function Item({ n }: { n: Notification }) {
  const words = useWords()(n);
  const api = useApi();
  const refresh = useRefreshReads();
  const [, navigate] = useLocation();
  const href = notificationHref(n);
  const headingId = `notification-${n.id}`;
  const unread = n.readAt === null;
  // Opening it marks it read at the gateway first (the count goes down), then leads to where it is acted on; a
  // failed mark still leads there (it stays unread, and is marked the next time).
  const open = async () => {
    if (unread) await markNotificationRead(api, n.id).then(refresh, () => undefined);
    navigate(href);
  };
  return (
    <li className={`card notification ${unread ? 'is-unread' : 'is-read'}`} data-kind={n.kind} data-read={unread ? 'false' : 'true'}>
      <h2 id={headingId}>
        {unread && (
          <span className="badge">
            <FormattedMessage id="notif_unread" />
          </span>
        )}
        {words.title}
      </h2>
      <p>{words.body}</p>
      <p className="hint">
        <DateText value={n.at} withTime />
      </p>
      <Link
        href={href}
        className="notification-open"
        aria-describedby={headingId}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey) return;
          e.preventDefault();
          void open();
        }}
      >
        {words.action}
      </Link>
    </li>
  );
}

function MarkAll({ anyUnread }: { anyUnread: boolean }) {
  const api = useApi();
  const refresh = useRefreshReads();
  const mark = useMutation({ mutationFn: () => markAllNotificationsRead(api), onSuccess: refresh });
  return (
    <div className="notification-tools">
      <button type="button" className="secondary" disabled={mark.isPending || !anyUnread} onClick={() => mark.mutate()}>
        <FormattedMessage id="notif_mark_all" />
      </button>
      {mark.isSuccess && <Outcome kind="success" messageId="notif_all_read" />}
    </div>
  );
}

function Inbox() {
  const pages = useInbox();
  const { query, items } = pages;
  if (!items && query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!items) return <Skeletons count={4} />;
  if (items.length === 0) {
    return (
      <MessageText id="notif_none" role="status" />
    );
  }
  return (
    <>
      <MarkAll anyUnread={items.some((n) => n.readAt === null)} />
      <ul className="stack notification-list" data-testid="notification-list">
        {items.map((n) => (
          <Item key={n.id} n={n} />
        ))}
      </ul>
      <ShowMore pages={pages} />
    </>
  );
}

const messages = joinMessages(requestNames, notificationMessages, showMoreMessages);

/**
 * /profile/notifications (issue 45 part 3; docs/decisions/2026-11-29-notifications.md): the customer's notifications,
 * newest first, a page at a time from the gateway; opening one marks it read and leads to where it is acted on.
 */
export default function InboxPage() {
  return (
    <ScreenMessages messages={messages}>
      <AccountPage titleId="notif_title" leadId="notif_lead">
        <Inbox />
      </AccountPage>
    </ScreenMessages>
  );
}
