import { isRecord } from '../../domain/parse';
/** SPEC §3 consent payload, built from what the order-summary step stored in the onboarding journey data. */

export type ConsentDocument = 'TERMS_OF_USE' | 'PRIVACY_POLICY';
export type ConsentSent = 'EXPLICIT_READ' | 'EXPLICIT_NO_READ' | 'IMPLICIT';

export interface ConsentPayload {
  version: 2;
  userFlow: string;
  documentName: ConsentDocument;
  productId?: string;
  consentGivenAt: number;
  consentType: ConsentSent;
  email: string;
  appVersion: 'WEB';
}

/** SPEC §3: how the way consent was given is sent. Already-mapped values pass through. */
const SENT_AS: Record<string, ConsentSent> = {
  MANDATORY_SCROLL: 'EXPLICIT_READ',
  CHECKBOX: 'EXPLICIT_NO_READ',
  IMPLICIT: 'IMPLICIT',
  EXPLICIT_READ: 'EXPLICIT_READ',
  EXPLICIT_NO_READ: 'EXPLICIT_NO_READ',
};
const DOCUMENTS = new Set<string>(['TERMS_OF_USE', 'PRIVACY_POLICY']);

function entriesOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (isRecord(raw)) {
    const values = Object.entries(raw);
    // { TERMS_OF_USE: {...}, PRIVACY_POLICY: {...} } or a single consent record
    if ('documentName' in raw) return [raw];
    return values.map(([documentName, v]) => (v && typeof v === 'object' ? { documentName, ...(v as object) } : undefined));
  }
  return [];
}

/**
 * The consent payloads to submit after a sign-up: one per well-formed stored consent, anything else ignored.
 * Accepts a list of records, one record, or records keyed by document name; each needs documentName,
 * consentType (MANDATORY_SCROLL | CHECKBOX | IMPLICIT) and consentGivenAt (ms); productId and userFlow optional.
 * @example consentPayloads([{ documentName: 'TERMS_OF_USE', consentType: 'CHECKBOX', consentGivenAt: 1 }], 'a@b.pk')
 */
export function consentPayloads(raw: unknown, email: string): ConsentPayload[] {
  const out: ConsentPayload[] = [];
  for (const entry of entriesOf(raw)) {
    if (!isRecord(entry)) continue;
    const e = entry;
    const type = typeof e.consentType === 'string' ? SENT_AS[e.consentType] : undefined;
    const given = typeof e.consentGivenAt === 'number' && Number.isInteger(e.consentGivenAt) && e.consentGivenAt >= 0 ? e.consentGivenAt : undefined;
    if (typeof e.documentName !== 'string' || !DOCUMENTS.has(e.documentName) || !type || given === undefined) continue;
    out.push({
      version: 2,
      userFlow: typeof e.userFlow === 'string' && e.userFlow ? e.userFlow : 'SIGNUP',
      documentName: e.documentName as ConsentDocument,
      ...(typeof e.productId === 'string' && e.productId ? { productId: e.productId } : {}),
      consentGivenAt: given,
      consentType: type,
      email,
      appVersion: 'WEB',
    });
  }
  return out;
}

/** The `consent` entry of the saved onboarding journey data (session storage), if any. */
export function storedConsent(storage: Storage = sessionStorage): unknown {
  try {
    const saved = JSON.parse(storage.getItem('journey:onboarding') ?? 'null') as { snapshot?: { context?: { data?: { consent?: unknown } } } } | null;
    return saved?.snapshot?.context?.data?.consent;
  } catch {
    return undefined;
  }
}
