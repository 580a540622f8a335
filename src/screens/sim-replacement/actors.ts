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
  };
}
