import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { ScreenMessages } from '../../i18n/screen-messages';
import { rescheduleLinkMessages } from './link-messages';

/**
 * The way into a rescheduled delivery (SPEC §2): offered on /orderlist and /manage/order next to the tracking of
 * an order whose SIM is on its way and whose shipment the gateway says may still be moved.
 */
export function RescheduleLink({ orderRef, reschedulable }: { orderRef: string; reschedulable: unknown }) {
  if (reschedulable !== true) return null;
  return (
    <ScreenMessages messages={rescheduleLinkMessages}>
      <Link href={`/reschedule_delivery/sim_only?order_ref=${encodeURIComponent(orderRef)}`} className="reschedule-link">
        <FormattedMessage id="rs_link" />
      </Link>
    </ScreenMessages>
  );
}
