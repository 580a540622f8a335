import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';

/** The customer's choice on the first SIM replacement step (what NEXT carries into the journey's data). */
export interface SimReplacementChoice {
  number: string;
  reason: string;
  simType: 'physical_sim' | 'esim';
  cardExpired: boolean;
  agreeTerms: boolean;
  temporaryContactNumber?: string;
}

/** What the step's work adds to the journey's data: the request, and the choice it was made for. */
export interface SimReplacementRequestOutput {
  requestId: string;
  paymentRequired: boolean;
  totalCharges: number;
  esimDeliveryNeeded: false;
  requestFor: { number: string; reason: string; simType: string };
}

type Input = SimReplacementChoice & Partial<SimReplacementRequestOutput>;

/** The delivery chosen on the delivery step (NEXT's data, merged into the journey's data before the work runs). */
export interface SimReplacementDeliveryInput {
  requestId?: string;
  deliveryMethod: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP';
  deliveryAddress?: Record<string, string>;
}

/**
 * journeys/sim-replacement.json, step simReplacementOrderRequest: makes the request once. Going back and on again
 * with the same line, reason and SIM type keeps the request already made (the KYC step submits for it); a new
 * choice makes a new request (the gateway refuses a second open one: REQUEST_ALREADY_OPEN).
 */
export function simReplacementActors(api: ApiClient) {
  return {
    createSimReplacementRequest: fromPromise<Partial<SimReplacementRequestOutput>, Input>(async ({ input }) => {
      const { requestId, requestFor, number, reason, simType, cardExpired, agreeTerms, temporaryContactNumber } = input;
      if (requestId && requestFor && requestFor.number === number && requestFor.reason === reason && requestFor.simType === simType) return {};
      const body = { number, reason, simType, cardExpired, agreeTerms, ...(temporaryContactNumber ? { temporaryContactNumber } : {}) };
      const sr = await api.call('CREATE_SIM_REPLACEMENT_ORDER', { body });
      return {
        requestId: sr.requestId,
        paymentRequired: Boolean(sr.paymentRequired),
        totalCharges: Number(sr.totalCharges ?? 0),
        esimDeliveryNeeded: false,
        requestFor: { number, reason, simType },
      };
    }),
    /**
     * journeys/sim-replacement.json, step simReplacementDeliveryDetails: keeps the delivery on the request (an
     * address only for a doorstep delivery). Each Continue saves the delivery then chosen.
     */
    saveSimReplacementDelivery: fromPromise<Record<string, never>, SimReplacementDeliveryInput>(async ({ input }) => {
      if (!input.requestId) throw { status: 409, code: 'NO_REQUEST', description: 'the delivery step has no request to keep it on' };
      const body = { deliveryMethod: input.deliveryMethod, ...(input.deliveryMethod === 'DOORSTEP_DELIVERY' && input.deliveryAddress ? { deliveryAddress: input.deliveryAddress } : {}) };
      await api.call('SET_SIM_REPLACEMENT_DELIVERY', { params: { requestId: input.requestId }, body });
      return {};
    }),
    /**
     * journeys/sim-replacement.json, step simReplacementOrderSummary: reads the request again at Continue, so the
     * payment step is skipped (isPaymentNotRequired) exactly when the gateway says nothing is left to pay.
     */
    checkSimReplacementCharges: fromPromise<{ paymentRequired: boolean; totalCharges: number }, { requestId?: string }>(async ({ input }) => {
      if (!input.requestId) throw { status: 409, code: 'NO_REQUEST', description: 'the summary step has no request to read' };
      const request = await api.call('GET_SERVICE_REQUEST', { params: { requestId: input.requestId } });
      const paid = (request.payload as Record<string, unknown> | undefined)?.paymentStatus === 'SUCCESS';
      return { paymentRequired: Boolean(request.paymentRequired) && !paid, totalCharges: Number(request.totalCharges ?? 0) };
    }),
  };
}
