import { FormattedDate, FormattedMessage } from 'react-intl';
import { stepWork, type ScreenProps } from '../../../renderer';
import { Ltr, usePrice } from '../../ui/price';
import { withMessages } from '../../i18n/screen-messages';
import { rescheduleMessages } from './messages';
import { journeyData } from '../../journey/journey-data';
import { gotoRole } from '../../journey/step-links';
import './reschedule.css';
import { PageFrame } from '../../ui/page-frame';
import { Fact, MessageText } from '../../ui/message-text';

const REFUSALS = new Set(['ORDER_CLOSED', 'SHIPMENT_NOT_MOVABLE', 'NOT_DOORSTEP_DELIVERY']);

/** The message for a refused or failed confirmation: the gateway's reason in customer words, else "try again". */
function failureMessage(error: { code?: string | number; description?: string | null } | null): string {
  const code = String(error?.code ?? '');
  if (REFUSALS.has(code)) return `rs_refused_${code}`;
  if ((error?.description ?? '').includes('slotId')) return 'rs_slot_taken';
  return 'rs_failed';
}

const ADDRESS_ORDER = ['unit', 'buildingName', 'street', 'addressLine1', 'addressLine2', 'landmark', 'area', 'city', 'district', 'province', 'postalCode'];

function Review({ snapshot, send }: ScreenProps) {
  const price = usePrice();
  const d = journeyData('reschedule-delivery', snapshot);
  // Confirm is the step's work (journeys/reschedule-delivery.json: confirmReschedule): the journey makes the
  // reschedule, learns its fee and moves on; while it runs Next is not heard, and a refusal comes back here.
  const work = stepWork(snapshot);
  const busy = work.working;
  const ready = Boolean(d.orderRef && d.shipmentRef && d.newSlot);
  const personal = d.personal ?? {};
  const name = [personal.firstName, personal.middleName, personal.lastName].filter(Boolean).join(' ');
  const address = ADDRESS_ORDER.map((k) => d.deliveryAddress?.[k])
    .filter(Boolean)
    .join(', ');
  // Each edit link goes back to the step showing that screen in the journey running now (not a step's name, which
  // journeys/reschedule-delivery.json may change); none where the journey has no such step on this customer's way.
  const edit = (screen: string, labelId: string) => {
    const go = gotoRole(snapshot, { screen });
    return (
      go && (
        <button type="button" className="link-button" onClick={() => send(go)} disabled={busy}>
          <FormattedMessage id={labelId} />
        </button>
      )
    );
  };

  return (
    <PageFrame titleId="rs_review_title" className="reschedule" titleDomId="rs-review-title">
      {!ready ? (
        <MessageText id="rs_missing" role="alert" className="alert alert-danger" />
      ) : (
        <dl className="card reschedule__facts">
          <Fact labelId="rs_review_order">
            <Ltr text={d.orderRef ?? ''} />
          </Fact>
          <Fact labelId="rs_review_slot">
            {d.newSlot && (
              <>
                <FormattedDate value={Date.parse(`${d.newSlot.date}T00:00:00Z`)} timeZone="UTC" weekday="long" day="numeric" month="long" />
                {', '}
                <Ltr text={`${d.newSlot.from}–${d.newSlot.to}`} />
              </>
            )}{' '}
            {edit('rescheduleSimOnly', 'rs_edit_slot')}
          </Fact>
          <Fact labelId="rs_review_receiver">
            {name} {personal.contactNumber && <Ltr text={personal.contactNumber} />} {edit('reschedulePersonalDetails', 'rs_edit_receiver')}
          </Fact>
          <Fact labelId="rs_review_address">
            <bdi dir="auto">{address}</bdi> {edit('rescheduleAddressDetails', 'rs_edit_address')}
          </Fact>
          <Fact labelId="rs_review_fee">{d.fee ? <Ltr text={price(d.fee)} /> : <FormattedMessage id="rs_review_free" />}</Fact>
        </dl>
      )}
      <div aria-live="polite">
        {busy && (
          <MessageText id="rs_confirming" role="status" />
        )}
      </div>
      {work.error && (
        <MessageText id={failureMessage(work.error)} role="alert" className="alert alert-danger" />
      )}
      <div className="actions">
        <button type="button" className="secondary" onClick={() => send({ type: 'BACK' })} disabled={busy}>
          <FormattedMessage id="rs_back" />
        </button>
        <button type="button" onClick={() => send({ type: 'NEXT' })} disabled={busy || !ready} aria-disabled={busy || !ready}>
          <FormattedMessage id="rs_confirm" />
        </button>
      </div>
    </PageFrame>
  );
}

/** Reschedule step 4 (/reschedule_delivery/review_detail): everything chosen, and Confirm sent once. */
const RescheduleReviewScreen = withMessages(rescheduleMessages, Review);
export default RescheduleReviewScreen;
