import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { existingPayablePorts, paymentKeyHeader, returnUrls, type PaymentPorts, type StartedPayment } from '../payment';
import { saveLastReschedule } from './last-reschedule';
import { rescheduleBody, type RescheduleDeliveryData } from './rs-data';

/** What the review step's work adds to the journey's data: the reschedule made, and whether its fee is to be paid. */
export interface RescheduleOutput {
  rescheduleId: string;
  fee: number;
  paymentRequired: boolean;
}

/** journeys/reschedule-delivery.json, step rescheduleReview: the reschedule made at Confirm. */
export function rescheduleActors(api: ApiClient) {
  return {
    confirmReschedule: fromPromise<RescheduleOutput, RescheduleDeliveryData>(async ({ input: d }) => {
      if (!d.orderRef || !d.shipmentRef || !d.newSlot) throw { status: 409, code: 'RESCHEDULE_INCOMPLETE', description: 'the order, its shipment or the new slot is missing' };
      const r = await api.call('RESCHEDULE_SHIPMENT_V2', { body: rescheduleBody(d) });
      // The result page the journey ends on reads it (a free reschedule has no payment return to carry it).
      saveLastReschedule({ orderRef: d.orderRef, rescheduleId: r.rescheduleId });
      return { rescheduleId: r.rescheduleId, fee: r.fee, paymentRequired: r.paymentRequired };
    }),
  };
}

/** The ports of journeys/payment.json for a reschedule's fee: the reschedule exists since the review, so none is made. */
export function reschedulePaymentPorts(api: ApiClient): PaymentPorts {
  const call = api.call;
  return existingPayablePorts(
    call,
    'NO_RESCHEDULE',
    async (rescheduleId, _choice, key) =>
      (await call('RESCHEDULE_PAYMENT', { params: { rescheduleId }, body: returnUrls('/reschedule/payment-success', '/reschedule/payment-success'), headers: paymentKeyHeader(key) })) as StartedPayment,
  );
}
