import { useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';

import type { ScreenProps } from '../../../renderer';
import { Ltr, usePrice } from '../../ui/price';
import { SlotPicker } from '../details';
import { choiceMessages } from '../details';
import { joinMessages, withMessages } from '../../i18n/screen-messages';
import { rescheduleMessages } from './messages';
import { useMovableOrders, useRescheduleSlots } from './reschedule-queries';
import { journeyData } from '../../journey/journey-data';
import { orderRefFromUrl, personalPrefill, type SlotWords } from './rs-data';
import './reschedule.css';
import { PageFrame } from '../../ui/page-frame';
import { ChoiceCard } from '../../ui/choice-cards';
import { MessageLink, MessageText } from '../../ui/message-text';

function SlotText({ slot }: { slot: SlotWords }) {
  return (
    <FormattedMessage
      id="rs_current_slot"
      values={{
        date: <FormattedDate value={Date.parse(`${slot.date}T00:00:00Z`)} timeZone="UTC" weekday="long" day="numeric" month="long" />,
        time: <Ltr text={`${slot.from}–${slot.to}`} />,
      }}
    />
  );
}

function OrderSlot({ snapshot, send }: ScreenProps) {
  const saved = journeyData('reschedule-delivery', snapshot);
  const price = usePrice();
  const orders = useMovableOrders();
  const wanted = saved.orderRef ?? orderRefFromUrl(window.location.search);
  const [picked, setPicked] = useState<string | undefined>(wanted);
  const [slot, setSlot] = useState<string | null>(saved.newSlot?.id ?? null);
  const [attempted, setAttempted] = useState(false);
  const [slots, retrySlots] = useRescheduleSlots();

  const list = orders.data ?? [];
  const order = list.find((o) => o.orderRef === picked) ?? (list.length === 1 ? list[0] : undefined);
  // The booked slot is not a new one: it is left out of the choice.
  const offered =
    slots.status === 'ready'
      ? {
          status: 'ready' as const,
          value: slots.value.filter((s) => s.id !== order?.slot?.id),
        }
      : slots;
  const chosen = offered.status === 'ready' ? offered.value.find((s) => s.id === slot && s.available) : undefined;
  const problem = !order ? 'rs_choose_order' : !chosen ? 'rs_choose_slot' : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (!order || !chosen) {
      document.getElementById(!order ? 'rs-order-legend' : 'rs-slots')?.focus();
      return;
    }
    const sameOrder = saved.orderRef === order.orderRef;
    const newSlot: SlotWords = {
      id: chosen.id,
      date: chosen.date,
      from: chosen.from,
      to: chosen.to,
    };
    send({
      type: 'NEXT',
      data: {
        orderRef: order.orderRef,
        shipmentRef: order.shipmentRef,
        newSlot,
        fee: order.fee,
        paymentRequired: order.fee > 0,
        // The details steps start from the receiver and address on the shipment (kept as typed when the order stays).
        ...(sameOrder && Object.keys(saved.personal ?? {}).length
          ? {}
          : {
              personal: personalPrefill(order.contact),
              personalDraft: personalPrefill(order.contact),
            }),
        ...(sameOrder && saved.addressDraft
          ? {}
          : {
              deliveryMethod: 'DOORSTEP_DELIVERY',
              billingAddress: order.deliveryAddress ?? {},
              deliveryAddress: order.deliveryAddress ?? {},
              sameAsBilling: true,
              addressDraft: null,
            }),
        slot: newSlot.id,
      },
    });
  };

  return (
    <PageFrame titleId="rs_title" leadId="rs_lead" className="reschedule" titleDomId="rs-title">
      <MessageText id="rs_intro" />
      {orders.isPending ? (
        // A node of its own: drawn again as the answer's card, the placeholder counted as moving (CLS 0.098/0.129).
        <div key="loading" className="skeleton" style={{ blockSize: '8rem' }} aria-hidden="true" />
      ) : orders.isError ? (
        <div role="alert" className="alert alert-danger stack">
          <MessageText id="rs_load_failed" />
          <button type="button" onClick={() => void orders.refetch()}>
            <FormattedMessage id="rs_retry" />
          </button>
        </div>
      ) : list.length === 0 ? (
        <div className="card stack">
          <MessageText id="rs_no_orders" role="status" />
          <MessageLink href="/orderlist" id="rs_see_orders" />
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="stack">
          <fieldset className="stack" aria-describedby={attempted && !order ? 'rs-problem' : undefined}>
            <legend id="rs-order-legend" tabIndex={-1}>
              <FormattedMessage id="rs_order_legend" />
            </legend>
            {list.map((o) => (
              <ChoiceCard key={o.orderRef} className="reschedule__order" name="rs-order" value={o.orderRef} checked={order?.orderRef === o.orderRef} onChange={() => setPicked(o.orderRef)}
                label={<FormattedMessage id="rs_order_option" values={{ ref: <Ltr text={o.orderRef} /> }} />}
                description={<span className="reschedule__booked">{o.slot ? <SlotText slot={o.slot} /> : <FormattedMessage id="rs_current_slot_none" />}</span>} />
            ))}
          </fieldset>
          {order && (
            <p className="alert alert-info">
              {order.fee > 0 ? (
                <FormattedMessage id="rs_fee_charged" values={{ amount: <Ltr text={price(order.fee)} /> }} />
              ) : (
                <FormattedMessage id="rs_fee_free" />
              )}
            </p>
          )}
          <div id="rs-slots" tabIndex={-1}>
            <SlotPicker slots={offered} value={chosen?.id ?? null} invalid={attempted && !chosen} onChange={setSlot} onRetry={retrySlots} />
          </div>
          {attempted && problem && (
            <p id="rs-problem" role="alert" className="field-error">
              <FormattedMessage id={problem} />
            </p>
          )}
          <div className="actions">
            <button type="submit">
              <FormattedMessage id="rs_continue" />
            </button>
          </div>
        </form>
      )}
    </PageFrame>
  );
}

// The slot picker's words alone of the details area's: its other words are its screens' (issue 47).
const messages = joinMessages(choiceMessages, rescheduleMessages);

/** Reschedule step 1 (/reschedule_delivery/sim_only): the order whose SIM is on its way, and its new slot. */
const OrderSlotScreen = withMessages(messages, OrderSlot);
export default OrderSlotScreen;
