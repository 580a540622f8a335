import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { ScreenMessages } from '../../i18n/screen-messages';
import { DateText } from '../../ui/date-text';
import { Loading } from '../../ui/feedback';
import { iconReceipt } from '../../ui/icons';
import { iconCalendar, iconPin, iconPhoneDevice } from '../../ui/account-icons';
import { ListRow, ListRows } from '../../ui/list-row';
import { Ltr } from '../../ui/price';
import { displayNumber } from '../../domain/line-view';
import { Timeline } from '../../ui/timeline';
import { RescheduleLink } from '../reschedule';
import { DownloadApp } from './order-tracking';
import { isPlaced, shipmentMessage } from './order-list';
import { trackerSteps } from './tracker-steps';
import { trackingMessages } from './tracking-messages';
import { MessageText } from '../../ui/message-text';

/** The parts of an address in the order people write them (the reschedule review's order). */
const ADDRESS_ORDER = ['unit', 'buildingName', 'street', 'addressLine1', 'addressLine2', 'landmark', 'area', 'city', 'district', 'province', 'postalCode'];

type Order = { orderRef: string; status: string; createdAt?: number; simType?: string };

/**
 * /manage/order as a tracker (issue 46 part 4): the order's states as a timeline with their dates (ordered, paid,
 * the SIM's way, activated), where and when it is delivered, the SIM's activation once it can be done, the receipt
 * of what was paid, and the operator's app. Reads the shipment (a physical SIM's), the lines and the line's history.
 */
export function OrderTracker({ order }: { order: Order }) {
  const tracking = useOrderTracking(order);
  if (!tracking.ready) return <Loading />;
  return (
    <ScreenMessages messages={trackingMessages}>
      <Tracker order={order} />
      <DownloadApp status={order.status} />
    </ScreenMessages>
  );
}

export default OrderTracker;

/**
 * What the tracker reads (the shipment of a physical SIM, the lines, the line's history), and whether it is in. The
 * tracker draws itself once it is; it comes after the order's facts and items, so that nothing it draws moves them
 * (it arrived above them once, CLS 0.036), and the order page draws them without waiting for it
 * (docs/decisions/2026-11-29-order-page-draws-at-once.md).
 */
function useOrderTracking(order: Order) {
  const physical = order.simType !== 'esim';
  const tracked = physical && isPlaced(order.status);
  const shipment = useEndpointQuery('GET_SHIPMENT_TRACKING', { params: { orderReference: order.orderRef } }, { enabled: tracked });
  const lines = useEndpointQuery('GET_LINES');
  const line = lines.data?.find((l) => l.orderRef === order.orderRef);
  // The receipt: the order's plan charge in its line's history (else its first charge there).
  const history = useEndpointQuery('GET_HISTORY', { query: { line: line?.number ?? '0000000000', kind: 'ORDER', limit: 100 } }, { enabled: Boolean(line) });
  const entries = history.data?.entries ?? [];
  const charge = (what?: string) => entries.find((e) => e.reference === order.orderRef && e.direction === 'CHARGE' && (!what || e.what === what));
  const receipt = charge('PLAN') ?? charge();
  const ready = !lines.isPending && (!tracked || !shipment.isPending) && (!line || !history.isPending);
  return { shipment, lines, line, receipt, ready };
}

function Tracker({ order }: { order: Order }) {
  const intl = useIntl();
  const ref = order.orderRef;
  const { shipment, line, receipt } = useOrderTracking(order);
  const steps = trackerSteps({ order, shipment: shipment.data, line });
  const s = shipment.data;
  const address = ADDRESS_ORDER.map((k) => s?.deliveryAddress?.[k])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .join(', ');
  const waitsForActivation = line?.status === 'PendingActivation' && line.simType !== 'esim';
  return (
    <section className="card stack order-tracker" aria-labelledby="tracker-heading">
      <h2 id="tracker-heading">
        <FormattedMessage id="tracking_heading" />
      </h2>
      {/* Where the SIM is now, in the courier's words (the order list says the same). */}
      {s && (
        <MessageText id={shipmentMessage(s.status, s.method)} role="status" className="order-tracker-now" />
      )}
      <Timeline
        label={intl.formatMessage({ id: 'tracking_heading' })}
        stateWords={{ done: intl.formatMessage({ id: 'tracker_state_done' }), current: intl.formatMessage({ id: 'tracker_state_current' }), upcoming: intl.formatMessage({ id: 'tracker_state_upcoming' }) }}
        items={steps.map((step) => ({
          key: step.id,
          state: step.state,
          title: <FormattedMessage id={`tracker_${step.id}`} />,
          ...(step.at !== undefined ? { when: <DateText value={step.at} withTime /> } : {}),
          ...(step.id === 'activated' && waitsForActivation && line
            ? {
                detail: (
                  <Link href={`/manage/sim-activation?number=${encodeURIComponent(line.number)}`} className="button-link">
                    <FormattedMessage id="order_activate_sim" />
                  </Link>
                ),
              }
            : {}),
        }))}
      />
      {shipment.isError && (
        <MessageText id="tracking_unavailable" className="hint" />
      )}
      {(address || s?.slot || line) && (
        <ListRows>
          {address && <ListRow icon={iconPin} title={<FormattedMessage id={s?.method === 'SELF_PICKUP' ? 'tracker_pickup_at' : 'tracker_address'} />} hint={<bdi>{address}</bdi>} />}
          {s?.slot && (
            <ListRow
              icon={iconCalendar}
              title={<FormattedMessage id="tracker_slot" />}
              hint={
                <>
                  <DateText value={Date.parse(`${s.slot.date}T00:00:00Z`)} /> <Ltr text={`${s.slot.from}\u2013${s.slot.to}`} />
                </>
              }
            />
          )}
          {line && line.status !== 'PendingActivation' && line.activatedAt && (
            <ListRow icon={iconPhoneDevice} title={<FormattedMessage id="tracker_line_active" />} hint={<Ltr text={displayNumber(line.number)} />} href={`/profile?number=${encodeURIComponent(line.number)}`} />
          )}
          {receipt && <ListRow icon={iconReceipt} href={`/profile/history/receipt?id=${encodeURIComponent(receipt.id)}`} title={<FormattedMessage id="tracker_receipt" />} />}
        </ListRows>
      )}
      {s && <RescheduleLink orderRef={ref} reschedulable={s.reschedulable} />}
    </section>
  );
}
