/** Account workflow and port-in payloads (SPEC §7 "Port-in, account workflows", §3 service request types). */
import { anyObject, digits, envelope, listOf, money, nonEmpty, open, paging, request, type JsonSchema } from './common';
import { address } from './orders';

const msisdn = digits(10, 12);
const requestType: JsonSchema = { enum: ['PLAN_SWITCH', 'SIM_REPLACEMENT', 'TERMINATION_REQUEST', 'PORT_OUT_REQUEST', 'REVERSE_PORTIN_REQUEST', 'REVERSE_PORTOUT_REQUEST', 'CNIC_LINE_REPORT', 'CHAT'] };
const requestStatus: JsonSchema = { enum: ['SUBMITTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'FAILED'] };

export const serviceRequest: JsonSchema = open(
  { requestId: nonEmpty, type: requestType, status: requestStatus, number: nonEmpty, payload: anyObject, paymentRequired: { type: 'boolean' }, totalCharges: money, createdAt: { type: 'integer' }, updatedAt: { type: 'integer' } },
  // A chat (issue 46) is about the customer, not one line: it has no number.
  ['requestId', 'type', 'status', 'createdAt'],
);
export const serviceRequestResponse = envelope(serviceRequest);
/**
 * A support chat the signed-in customer started (issue 46): its first message, if it has one, is the topic kept on the
 * request (trimmed; at most 1,000 characters).
 */
export const startChatRequest = request({ topic: { type: 'string', maxLength: 1000 } });
export const serviceRequestsResponse = envelope(listOf(serviceRequest));
/** `after` is the requestId of the last request of the page before; newest first. */
export const serviceRequestsQuery = request({ type: requestType, ...paging });
export const numberQuery = request({ number: msisdn }, ['number']);
export const eligibilityResponse = envelope(open({ eligible: { type: 'boolean' }, reason: { type: 'string' }, currentPlanId: { type: 'string' }, plans: listOf({ type: 'string' }), renewsAt: { type: 'integer' } }, ['eligible']));
export const requestIdBody = request({ requestId: nonEmpty }, ['requestId']);

export const simReplacementSpecResponse = envelope(
  open({ fee: money, reasons: listOf(nonEmpty), simTypes: listOf({ enum: ['physical_sim', 'esim'] }), kycRequired: { type: 'boolean' }, esimDeliveryNeeded: { type: 'boolean' } }, ['fee', 'reasons', 'simTypes', 'kycRequired']),
);
export const simReplacementRequest = request(
  {
    number: msisdn, simType: { enum: ['physical_sim', 'esim'] }, reason: { enum: ['LOST', 'STOLEN', 'DAMAGED', 'UPGRADE_TO_ESIM'] }, deliveryMethod: { enum: ['DOORSTEP_DELIVERY', 'SELF_PICKUP', 'RETAIL'] }, deliveryAddress: address,
    agreeTerms: { const: true }, cardExpired: { type: 'boolean' }, temporaryContactNumber: digits(10, 12),
  },
  ['number', 'simType', 'reason'],
);
export const terminationReasonsResponse = envelope(listOf(open({ id: nonEmpty, label: nonEmpty }, ['id', 'label'])));
export const terminateRequest = request({ number: msisdn, reasonId: nonEmpty, feedback: { type: 'string', maxLength: 1000 } }, ['number', 'reasonId']);
export const planSwitchRequest = request({ number: msisdn, planId: nonEmpty }, ['number', 'planId']);

const portInStatus: JsonSchema = {
  enum: ['PROCESSING', 'IN_PROGRESS', 'ACTIVE', 'WAITING', 'DONOR_SWITCH', 'DONOR_SWITCH_SCHEDULED', 'SUBMITTED', 'FAILED', 'CANCELED', 'DONE', 'PORT_IN_FAILED', 'REJECTED', 'SUCCESSFUL'],
};
export const portInConfigResponse = envelope(open({ enabled: { type: 'boolean' }, otpRequired: { type: 'boolean' }, otpLength: { type: 'integer' } }, ['enabled', 'otpRequired']));
export const donorTelcosResponse = envelope(listOf(open({ id: nonEmpty, name: nonEmpty }, ['id', 'name'])));
export const mnpEligibilityRequest = request({ currentNumber: msisdn, donorTelco: nonEmpty, documentId: { type: 'string', pattern: '^[A-Za-z0-9]{5,20}$' } }, ['currentNumber', 'donorTelco']);
export const mnpEligibilityResponse = envelope(open({ eligible: { type: 'boolean' }, reason: { type: 'string' }, requestId: nonEmpty, expiresIn: { type: 'integer' } }, ['eligible']));
export const portInOtpRequest = request({ requestId: nonEmpty, otpCode: digits(6) }, ['requestId', 'otpCode']);
export const portInOtpResponse = envelope(open({ verified: { const: true } }, ['verified']));
export const portInStatusResponse = envelope(open({ orderRef: nonEmpty, status: portInStatus, donorTelco: nonEmpty, number: nonEmpty }, ['orderRef', 'status']));
export const portInCancelEligibilityResponse = envelope(open({ eligible: { type: 'boolean' }, status: portInStatus }, ['eligible', 'status']));

/** Delivery of a physical replacement SIM, set after the request exists (h9-pay). */
export const simReplacementDeliveryRequest = request({ deliveryMethod: { enum: ['DOORSTEP_DELIVERY', 'SELF_PICKUP'] }, deliveryAddress: address }, ['deliveryMethod']);
