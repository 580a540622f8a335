/** SPEC §3 consent: how the customer agreed, and what the payload says about it. */
import type { BodyOf } from '../../api/api-client';
import { isRecord } from '../../domain/parse';

export type ConsentCapture = 'MANDATORY_SCROLL' | 'CHECKBOX' | 'IMPLICIT';
export type ConsentDocument = 'TERMS_OF_USE' | 'PRIVACY_POLICY';
export const CONSENT_DOCUMENTS: readonly ConsentDocument[] = ['TERMS_OF_USE', 'PRIVACY_POLICY'];

/** The payload type each capture is sent as (SPEC §3: MANDATORY_SCROLL → EXPLICIT_READ, CHECKBOX → EXPLICIT_NO_READ). */
export const CONSENT_SENT_AS: Readonly<Record<ConsentCapture, 'EXPLICIT_READ' | 'EXPLICIT_NO_READ' | 'IMPLICIT'>> = {
  MANDATORY_SCROLL: 'EXPLICIT_READ',
  CHECKBOX: 'EXPLICIT_NO_READ',
  IMPLICIT: 'IMPLICIT',
};

/**
 * The user flow the onboarding consent is given in (SPEC leaves the values unshown; see
 * docs/decisions/2026-11-21-order-creation-and-payment-step.md).
 */
export const ONBOARDING_USER_FLOW = 'ONBOARDING';

/** One SPEC §3 consent payload, as POST /v1/consent takes it (the endpoint registry's request schema). */
export type ConsentPayload = BodyOf<'SUBMIT_CONSENT'>;

const SENT = new Set<unknown>(Object.values(CONSENT_SENT_AS));

/** Whether a value kept in the journey's data (session storage, so anything) is a consent payload as built here. */
export function isConsentPayload(value: unknown): value is ConsentPayload {
  if (!isRecord(value)) return false;
  const p = value;
  return (
    p.version === 2 &&
    p.appVersion === 'WEB' &&
    typeof p.userFlow === 'string' &&
    (CONSENT_DOCUMENTS as readonly unknown[]).includes(p.documentName) &&
    SENT.has(p.consentType) &&
    typeof p.consentGivenAt === 'number' &&
    (p.email === undefined || typeof p.email === 'string') &&
    (p.productId === undefined || typeof p.productId === 'string')
  );
}

/**
 * The payloads of one agreement, one per document. An email or product id that is absent is left out
 * (the sign-up flow submitting later may add the email it verified).
 * @example consentPayloads({ capture: 'CHECKBOX', givenAt: 1700000000000, productId: 'plan-1' })
 */
export function consentPayloads(input: {
  capture: ConsentCapture;
  givenAt: number;
  productId?: string;
  email?: string;
  userFlow?: string;
  documents?: readonly ConsentDocument[];
}): ConsentPayload[] {
  return (input.documents ?? CONSENT_DOCUMENTS).map((documentName) => ({
    version: 2,
    userFlow: input.userFlow ?? ONBOARDING_USER_FLOW,
    documentName,
    ...(input.productId ? { productId: input.productId.slice(0, 100) } : {}),
    consentGivenAt: Math.max(0, Math.floor(input.givenAt)),
    consentType: CONSENT_SENT_AS[input.capture],
    ...(input.email ? { email: input.email } : {}),
    appVersion: 'WEB',
  }));
}

/** True when journey data holds a consent to both documents (what order-summary stores as `consent`). */
export function hasConsent(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  const docs = new Set(value.map((p) => (p && typeof p === 'object' ? (p as { documentName?: unknown }).documentName : undefined)));
  return CONSENT_DOCUMENTS.every((d) => docs.has(d));
}
