import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client';
import { useApi } from '../../api/api-context';
import { captchaToken } from '../../integrations/captcha/captcha-token';
import { slotWordsOf, type SlotWords } from './rs-data';
import { queryKeys } from '../../api/queries';
import type { GetShipmentTrackingResult, GetSlotsResult } from '../../api/generated/response-types';
import type { Loaded } from '../details';

/** An order whose SIM is on its way and may be rescheduled, as the tracking says. */
export interface MovableOrder {
  orderRef: string;
  shipmentRef: string;
  slot: SlotWords | undefined;
  fee: number;
  /** The receiver and the address as the tracking gives them (open objects: the steps read them through their parsers). */
  contact: NonNullable<GetShipmentTrackingResult['contact']> | null;
  deliveryAddress: NonNullable<GetShipmentTrackingResult['deliveryAddress']> | null;
}

const PLACED = new Set(['PLACED', 'APPROVED']);

/** The read of the first step: the customer's orders (MANAGE_ORDER) whose shipment the gateway says may be rescheduled. */
export const movableOrdersQuery = (api: ApiClient) => ({
  queryKey: queryKeys.movableOrders(),
  queryFn: async (): Promise<MovableOrder[]> => {
    const orders = await api.call('MANAGE_ORDER', { body: { captchaToken: await captchaToken() } });
    const tracked = await Promise.all(
      orders
        .filter((o) => PLACED.has((o.status ?? '').toUpperCase()))
        .map((o) =>
          api.call('GET_SHIPMENT_TRACKING', { params: { orderReference: o.order_ref } }).then(
            (t) => ({ ref: o.order_ref, t }),
            () => null,
          ),
        ),
    );
    return tracked.flatMap((x) =>
      x && x.t.reschedulable === true
        ? [
            {
              orderRef: x.ref,
              shipmentRef: x.t.shipmentRef,
              slot: slotWordsOf(x.t.slot),
              fee: typeof x.t.nextRescheduleFee === 'number' ? x.t.nextRescheduleFee : 0,
              contact: x.t.contact ?? null,
              deliveryAddress: x.t.deliveryAddress ?? null,
            },
          ]
        : [],
    );
  },
});

/** The first step's read, cached: the customer's orders whose shipment may be rescheduled. */
export function useMovableOrders() {
  const api = useApi();
  return useQuery(movableOrdersQuery(api));
}

/** The days of doorstep slots a reschedule offers: the week ahead, as the purchase's delivery step does. */
const SLOT_DAYS = 7;

/**
 * The doorstep slots the order may move to, through the query cache (a retry asks again), as the slot picker takes
 * them. The reschedule's own read: the details area's calls are its screens' (issue 47).
 */
export function useRescheduleSlots(): [Loaded<GetSlotsResult>, () => void] {
  const api = useApi();
  const slots = useQuery({ queryKey: queryKeys.rescheduleSlots(), queryFn: () => api.call('GET_SLOTS', { query: { method: 'DOORSTEP_DELIVERY', days: SLOT_DAYS } }) });
  const loaded: Loaded<GetSlotsResult> = slots.data ? { status: 'ready', value: slots.data } : slots.isError ? { status: 'failed' } : { status: 'loading' };
  return [loaded, () => void slots.refetch()];
}
