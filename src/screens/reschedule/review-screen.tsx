import { FormattedDate, FormattedMessage } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { useApi } from '../../api/api-context';
import { Ltr, usePrice } from '../checkout/checkout-parts';
import { useServiceAction } from '../lines/use-flow-machine';
import { ScreenMessages } from '../screen-messages';
import { saveLastReschedule } from './last-reschedule';
import { rescheduleMessages } from './messages';
import { rescheduleBody, rsData } from './rs-data';
import './reschedule.css';

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
  const api = useApi();
  const price = usePrice();
  const d = rsData(snapshot);
  const confirm = useServiceAction(async () => {
    const r = await api.call('RESCHEDULE_SHIPMENT_V2', {
      body: rescheduleBody(d),
    });
    saveLastReschedule({
      orderRef: d.orderRef ?? '',
      rescheduleId: r.rescheduleId,
    });
    send({
      type: 'NEXT',
      data: {
        rescheduleId: r.rescheduleId,
        fee: r.fee,
        paymentRequired: r.paymentRequired,
      },
    });
    return r;
  });
  const busy = confirm.busy || confirm.done;
  const ready = Boolean(d.orderRef && d.shipmentRef && d.newSlot);
  const name = [d.personal.firstName, d.personal.middleName, d.personal.lastName].filter(Boolean).join(' ');
  const address = ADDRESS_ORDER.map((k) => d.deliveryAddress[k])
    .filter(Boolean)
    .join(', ');
  const edit = (step: string, labelId: string) => (
    <button type="button" className="link-button" onClick={() => send({ type: 'GOTO', step })} disabled={busy}>
      <FormattedMessage id={labelId} />
    </button>
  );

  return (
    <section aria-labelledby="rs-review-title" className="reschedule stack">
      <h1 id="rs-review-title" className="page-title" tabIndex={-1}>
        <FormattedMessage id="rs_review_title" />
      </h1>
      {!ready ? (
        <p role="alert" className="alert alert-danger">
          <FormattedMessage id="rs_missing" />
        </p>
      ) : (
        <dl className="card reschedule__facts">
          <dt>
            <FormattedMessage id="rs_review_order" />
          </dt>
          <dd>
            <Ltr text={d.orderRef ?? ''} />
          </dd>
          <dt>
            <FormattedMessage id="rs_review_slot" />
          </dt>
          <dd>
            {d.newSlot && (
              <>
                <FormattedDate value={Date.parse(`${d.newSlot.date}T00:00:00Z`)} timeZone="UTC" weekday="long" day="numeric" month="long" />
                {', '}
                <Ltr text={`${d.newSlot.from}–${d.newSlot.to}`} />
              </>
            )}{' '}
            {edit('rescheduleSimOnly', 'rs_edit_slot')}
          </dd>
          <dt>
            <FormattedMessage id="rs_review_receiver" />
          </dt>
          <dd>
            {name} {d.personal.contactNumber && <Ltr text={d.personal.contactNumber} />} {edit('reschedulePersonalDetails', 'rs_edit_receiver')}
          </dd>
          <dt>
            <FormattedMessage id="rs_review_address" />
          </dt>
          <dd>
            <bdi dir="auto">{address}</bdi> {edit('rescheduleAddressDetails', 'rs_edit_address')}
          </dd>
          <dt>
            <FormattedMessage id="rs_review_fee" />
          </dt>
          <dd>{d.fee ? <Ltr text={price(d.fee)} /> : <FormattedMessage id="rs_review_free" />}</dd>
        </dl>
      )}
      <div aria-live="polite">
        {confirm.busy && (
          <p role="status">
            <FormattedMessage id="rs_confirming" />
          </p>
        )}
      </div>
      {confirm.error && (
        <p role="alert" className="alert alert-danger">
          <FormattedMessage id={failureMessage(confirm.error)} />
        </p>
      )}
      <div className="actions">
        <button type="button" className="secondary" onClick={() => send({ type: 'BACK' })} disabled={busy}>
          <FormattedMessage id="rs_back" />
        </button>
        <button type="button" onClick={() => confirm.submit()} disabled={busy || !ready} aria-disabled={busy || !ready}>
          <FormattedMessage id="rs_confirm" />
        </button>
      </div>
    </section>
  );
}

/** Reschedule step 4 (/reschedule_delivery/review_detail): everything chosen, and Confirm sent once. */
export default function RescheduleReviewScreen(props: ScreenProps) {
  return (
    <ScreenMessages messages={rescheduleMessages}>
      <Review {...props} />
    </ScreenMessages>
  );
}
