import { useEffect } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { clearSavedJourney } from '../../journey/saved-journey';
import { Problem } from '../../ui/feedback';
import { Ltr } from '../../ui/price';
import { withMessages } from '../../i18n/screen-messages';
import { loadLastReschedule } from './last-reschedule';
import { resultMessages } from '../checkout';
import { rescheduleMessages } from './messages';
import { orderRefFromUrl, slotWordsOf } from './rs-data';
import { MessageLink, MessageText } from '../../ui/message-text';

/**
 * /reschedule/payment-success: where a reschedule ends, paid or free. What it says comes from the gateway's
 * tracking of the order (its slot and the reschedule's paid flag), never from the URL alone; until it answers, the
 * heading says it is being checked (it said "rescheduled", and then "there is no reschedule" to a customer who had none).
 */
function Result() {
  const last = loadLastReschedule();
  const orderRef = orderRefFromUrl(window.location.search) ?? last?.orderRef ?? '-';
  // Neither the address nor this tab names an order: there is no change to look up, and that is said at once.
  const known = orderRef !== '-';
  const tracking = useEndpointQuery('GET_SHIPMENT_TRACKING', { params: { orderReference: orderRef } }, { enabled: known });
  const pending = known && tracking.isPending;
  const reschedules = (tracking.data?.reschedules ?? []) as Array<{
    rescheduleId: string;
    paid: boolean;
  }>;
  const mine = reschedules.find((r) => r.rescheduleId === last?.rescheduleId) ?? reschedules[reschedules.length - 1];
  const applied = Boolean(mine?.paid);
  const slot = slotWordsOf(tracking.data?.slot);
  useEffect(() => {
    if (applied) clearSavedJourney('reschedule-delivery');
  }, [applied]);
  const back = `/manage/order?order_ref=${encodeURIComponent(orderRef)}`;
  return (
    <section aria-labelledby="rs-result-title" className="reschedule stack">
      <h1 id="rs-result-title" className="page-title" tabIndex={-1}>
        <FormattedMessage id={pending ? 'rs_checking_title' : tracking.isError || !mine ? 'rs_none_title' : !applied ? 'rs_payment_title' : 'rs_success_title'} />
      </h1>
      {pending ? (
        <div className="skeleton" style={{ blockSize: '4rem' }} aria-hidden="true" />
      ) : tracking.isError || !mine ? (
        <Problem messageId="rs_success_no_order" />
      ) : applied && slot ? (
        <p role="status" className="alert alert-success">
          <FormattedMessage
            id="rs_success_text"
            values={{
              ref: <Ltr text={orderRef} />,
              date: <FormattedDate value={Date.parse(`${slot.date}T00:00:00Z`)} timeZone="UTC" weekday="long" day="numeric" month="long" />,
              time: <Ltr text={`${slot.from}–${slot.to}`} />,
            }}
          />
        </p>
      ) : (
        <MessageText id="rs_success_pending" role="alert" className="alert alert-danger" />
      )}
      <div className="actions">
        {tracking.data && mine && !applied && (
          <Link href="/reschedule/payment" className="button">
            <FormattedMessage id="rs_pay_again" />
          </Link>
        )}
        <MessageLink href={orderRef === '-' || tracking.isError ? '/orderlist' : back} id={orderRef === '-' || tracking.isError ? 'result_go_orders' : 'rs_back_to_order'} />
      </div>
    </section>
  );
}

const messages = { en: { ...rescheduleMessages.en, ...resultMessages.en }, ur: { ...rescheduleMessages.ur, ...resultMessages.ur } };

const ReschedulePaymentResult = withMessages(messages, Result);
export default ReschedulePaymentResult;
