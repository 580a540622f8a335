import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { resumeStepOf, type ResumeStep } from '../service-requests';
import type { SimReplacementData } from '../../../schemas/generated/journey-data/sim-replacement';

/** The customer's choice on the first SIM replacement step (what NEXT carries into the journey's data). */
export interface SimReplacementChoice {
  number: string;
  reason: NonNullable<SimReplacementData['reason']>;
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

/** What continuing an open request adds besides the request: where it was left, and that the resume is done. */
export interface SimReplacementResumeOutput extends SimReplacementRequestOutput {
  number: string;
  reason: string;
  simType: 'physical_sim' | 'esim';
  agreeTerms: true;
  resumeAt: ResumeStep;
  resumeRequestId: null;
  deliveryMethod?: string;
}

type Input = SimReplacementChoice & Partial<SimReplacementRequestOutput> & { resumeRequestId?: string | null };

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
    createSimReplacementRequest: fromPromise<Partial<SimReplacementRequestOutput> | SimReplacementResumeOutput, Input>(async ({ input }) => {
      // Continue (issue 29): the hub or the status page asked to go on with a request left half-way, in a session
      // that may know nothing of it. The gateway's record says where it was left; the journey goes there
      // (onDone outcomes isSimReplacementResumedAt*), with the request and its choice as the journey's data.
      if (typeof input.resumeRequestId === 'string' && input.resumeRequestId !== '') return resumeRequest(api, input.resumeRequestId);
      const { requestId, requestFor, number, reason, simType, cardExpired, agreeTerms, temporaryContactNumber } = input;
      if (requestId && requestFor && requestFor.number === number && requestFor.reason === reason && requestFor.simType === simType) return {};
      // The first step does not continue unticked; a choice restored from elsewhere is refused before the call.
      if (agreeTerms !== true) throw { status: 400, code: 'TERMS_NOT_AGREED', description: 'the terms of the replacement were not agreed' };
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
      const paid = request.payload?.paymentStatus === 'SUCCESS';
      return { paymentRequired: Boolean(request.paymentRequired) && !paid, totalCharges: Number(request.totalCharges ?? 0) };
    }),
  };
}

/** The open SIM replacement read back from the gateway as the journey's data, or a refusal when nothing is left to continue. */
async function resumeRequest(api: ApiClient, requestId: string): Promise<SimReplacementResumeOutput> {
  const request = await api.call('GET_SERVICE_REQUEST', { params: { requestId } });
  const resumeAt = resumeStepOf(request);
  if (!resumeAt) throw { status: 409, code: 'REQUEST_NOT_RESUMABLE', description: `Service request ${requestId} has nothing left to continue` };
  const p = request.payload ?? {};
  const simType = p.simType === 'esim' ? 'esim' : 'physical_sim';
  const reason = typeof p.reason === 'string' ? p.reason : '';
  return {
    requestId: request.requestId,
    paymentRequired: Boolean(request.paymentRequired) && p.paymentStatus !== 'SUCCESS',
    totalCharges: Number(request.totalCharges ?? 0),
    esimDeliveryNeeded: false,
    // A SIM replacement is always of a line (only a chat has no number).
    requestFor: { number: request.number ?? '', reason, simType },
    number: request.number ?? '',
    reason,
    simType,
    agreeTerms: true,
    resumeAt,
    resumeRequestId: null,
    ...(typeof p.deliveryMethod === 'string' ? { deliveryMethod: p.deliveryMethod } : {}),
  };
}
