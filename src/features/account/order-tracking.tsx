import { FormattedMessage, useIntl } from 'react-intl';
import { DateText } from '../../ui/date-text';
import { Link } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { ScreenMessages } from '../../i18n/screen-messages';
import { orderMessages } from './order-messages';
import { trackingMessages } from './tracking-messages';
import { isPlaced, orderStateMessage, shipmentMessage } from './order-list';
import { RescheduleLink } from '../reschedule';
import { safeDestination } from '../../config/safe-destination';
import { MessageText } from '../../ui/message-text';

/**
 * Where a SIM on its way is (GET shipment tracking by order reference): shown for a paid physical-SIM order, on the
 * order list and on /manage/order. An eSIM or an unpaid order has nothing to track, so nothing is shown.
 */
export function OrderTracking({ orderRef, status, simType }: { orderRef: string; status: string; simType?: string }) {
  const intl = useIntl();
  const tracked = simType !== 'esim' && isPlaced(status);
  const tracking = useEndpointQuery('GET_SHIPMENT_TRACKING', { params: { orderReference: orderRef } }, { enabled: tracked });
  if (!tracked) return null;
  if (tracking.isPending) return <p className="skeleton account-line" aria-hidden="true" />;
  if (tracking.isError) {
    return (
      <MessageText id="tracking_unavailable" className="hint" />
    );
  }
  const events = tracking.data.events;
  const method = tracking.data.method;
  return (
    <div className="account-tracking">
      <p role="status">
        <strong>
          <FormattedMessage id={shipmentMessage(tracking.data.status, method)} />
        </strong>
      </p>
      {events.length > 1 && (
        <ol className="account-timeline" aria-label={intl.formatMessage({ id: 'tracking_heading' })}>
          {events.map((e, i) => (
            <li key={`${e.status}-${e.at}`} aria-current={i === events.length - 1 ? 'step' : undefined}>
              <FormattedMessage id={shipmentMessage(e.status, method)} />
              {' · '}
              <DateText value={e.at} withTime />
            </li>
          ))}
        </ol>
      )}
      {events.length === 1 && events[0] && (
        <p className="hint">
          <DateText value={events[0].at} />
        </p>
      )}
      <RescheduleLink orderRef={orderRef} reschedulable={tracking.data.reschedulable} />
      <ActivateLink orderRef={orderRef} />
    </div>
  );
}

/**
 * The way to switch on the SIM this order sent, while its line waits for it (issue 29: /manage/order offered no
 * way to activate the SIM that has arrived; the home offers the same link).
 */
function ActivateLink({ orderRef }: { orderRef: string }) {
  const lines = useEndpointQuery('GET_LINES');
  const line = lines.data?.find((l) => l.orderRef === orderRef && l.status === 'PendingActivation' && l.simType !== 'esim');
  if (!line) return null;
  return (
    <p>
      <Link href={`/manage/sim-activation?number=${encodeURIComponent(line.number)}`} className="button-link">
        <FormattedMessage id="order_activate_sim" />
      </Link>
    </p>
  );
}

/** The operator's app, offered once an order is placed (GET download app URL). */
export function DownloadApp({ status }: { status: string }) {
  const placed = isPlaced(status) || status === 'COMPLETED';
  const links = useEndpointQuery('GET_DOWNLOAD_APP_URL', {}, { enabled: placed });
  // Server-given store addresses pass the one check of such addresses (src/config/safe-destination.ts).
  const android = safeDestination(links.data?.android);
  const ios = safeDestination(links.data?.ios);
  if (!placed || !links.data || (!android && !ios)) return null;
  return (
    <p className="account-app">
      <FormattedMessage id="app_offer" />{' '}
      {android && (
        <a href={android} rel="noopener noreferrer" target="_blank">
          <FormattedMessage id="app_android" />
        </a>
      )}
      {android && ios && ' · '}
      {ios && (
        <a href={ios} rel="noopener noreferrer" target="_blank">
          <FormattedMessage id="app_ios" />
        </a>
      )}
    </p>
  );
}

/** Tracking and the app offer with their own texts (the order list, /manage/order). */
export function OrderProgress({ orderRef, status, simType }: { orderRef: string; status: string; simType?: string }) {
  return (
    <ScreenMessages messages={trackingMessages}>
      <OrderTracking orderRef={orderRef} status={status} {...(simType ? { simType } : {})} />
      <DownloadApp status={status} />
    </ScreenMessages>
  );
}

/** An order's state in customer words (the order list's), for pages of other areas (/manage/order). */
export function OrderStateWords({ state, status }: { state: string; status?: string }) {
  return (
    <ScreenMessages messages={orderMessages}>
      <FormattedMessage id={orderStateMessage({ state, ...(status ? { status } : {}) })} />
    </ScreenMessages>
  );
}
