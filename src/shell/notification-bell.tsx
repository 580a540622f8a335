import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { handoffVersion, sessionWorkRunning, subscribeHandoff } from '../auth/handoff-check';
import { customerArriving, sessionVersion, subscribeSession } from '../auth/session-store';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ApiContext } from '../api/api-context';
import QueryProvider from '../api/query-provider';
import { useEndpointQuery } from '../api/use-endpoint-query';

/** The inbox's address (src/features/notifications shows it; the route table names it). */
export const INBOX_PATH = '/profile/notifications';

/** The unread count, read again on each page the customer opens (the gateway raises what fell due on that read). */
function Bell({ path }: { path: string }) {
  const intl = useIntl();
  // Not while the session is being settled (a hand-off's token read, the customer loaded): the stored token may be
  // the one being replaced, and a refusal of it would end the session the hand-off is keeping.
  useSyncExternalStore(subscribeHandoff, handoffVersion);
  useSyncExternalStore(subscribeSession, sessionVersion);
  const settled = !sessionWorkRunning() && !customerArriving() && !new URLSearchParams(window.location.search).has('auth_token');
  const count = useEndpointQuery('GET_NOTIFICATION_COUNT', {}, { enabled: settled });
  const { refetch } = count;
  // Read again on each page the customer opens after the first (that read is the query's own, once settled).
  const shownOn = useRef<string | null>(null);
  useEffect(() => {
    if (!settled) return;
    if (shownOn.current !== null && shownOn.current !== path) void refetch();
    shownOn.current = path;
  }, [path, settled, refetch]);
  const unread = count.data?.unread ?? 0;
  const label = unread > 0 ? intl.formatMessage({ id: 'notif_bell_unread' }, { count: unread }) : intl.formatMessage({ id: 'notif_bell' });
  return (
    <Link href={INBOX_PATH} className="notification-bell" aria-label={label} aria-current={path === INBOX_PATH ? 'page' : undefined} data-unread={unread}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
        <path d="M10 2a5 5 0 0 0-5 5v3.5L3 14h14l-2-3.5V7a5 5 0 0 0-5-5z" fill="currentColor" />
        <path d="M8 16a2 2 0 0 0 4 0z" fill="currentColor" />
      </svg>
      {unread > 0 && (
        <span className="notification-count" aria-hidden="true">
          {unread > 99 ? '99+' : intl.formatNumber(unread)}
        </span>
      )}
    </Link>
  );
}

/**
 * The header's bell with the unread count (issue 45 part 3), on every signed-in page. Loaded lazily, only for a
 * signed-in customer, in the gate's session chunk (scripts/chunk-groups.ts, HEADER_BELL); it shares the app's one
 * query client, so reading a notification lowers the count at once.
 */
export default function NotificationBell({ path }: { path: string }) {
  // Until the app's start-up has made the API client (the header paints first), there is no count to read.
  if (!useContext(ApiContext)) return null;
  return (
    <QueryProvider>
      <Bell path={path} />
    </QueryProvider>
  );
}
