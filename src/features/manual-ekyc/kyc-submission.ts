import type { FieldSpec, FieldValue, PickedFile } from '../../../fields';
import type { SubmittedKyc } from './ekyc-outcome';

/** SPEC §3 / §9: the plan type the KYC data always carries. */
export const KYC_PLAN_TYPE = 'Prepaid';
/** SPEC §3: the selfie is uploaded under this key, as PNG, named cam_image.png. */
export const SELFIE_UPLOAD = { key: 'selfieImage', name: 'cam_image.png', type: 'image/png' } as const;
export const DOCUMENT_IMAGE_KEYS = ['frontPage', 'backPage'] as const;
/** SPEC §8: shown when a failed submit carries neither description nor code. A message id. */
export const KYC_SUBMIT_FALLBACK_MESSAGE = 'Error occurred while Kyc submit';

/** The `kycData` part (SPEC §3). */
export interface KycData {
  readonly orderId: string;
  readonly planType: typeof KYC_PLAN_TYPE;
  readonly nationality: string;
  readonly document: { readonly type: string; readonly documentId: string; readonly expiryDate: string };
}

type Values = Readonly<Record<string, FieldValue | undefined>>;
const text = (v: FieldValue | undefined): string => (typeof v === 'string' ? v : '');
const picked = (v: FieldValue | undefined): PickedFile | undefined => (v && typeof v === 'object' ? v : undefined);

/**
 * The document data of the form, found by field type rather than by name so a config may rename its fields:
 * the group's document-id field, and its date field named like an expiry (else `expiryDate`).
 */
export function submittedKyc(fields: readonly FieldSpec[], values: Values, fallbackNationality = ''): SubmittedKyc {
  const idField = fields.find((f) => f.type === 'document-id')?.name ?? 'documentId';
  const expiryField = fields.find((f) => f.type === 'date' && /expir/i.test(f.name))?.name ?? 'expiryDate';
  return {
    nationality: text(values.nationality) || fallbackNationality,
    documentType: text(values.documentType),
    documentId: text(values[idField]),
    expiryDate: text(values[expiryField]),
  };
}

/** The kycData JSON of a submit. */
export function kycDataOf(orderId: string, kyc: SubmittedKyc): KycData {
  return {
    orderId,
    planType: KYC_PLAN_TYPE,
    nationality: kyc.nationality,
    document: { type: kyc.documentType, documentId: kyc.documentId, expiryDate: kyc.expiryDate },
  };
}

/**
 * The multipart body (SPEC §3): frontPage and backPage as picked, the selfie re-labelled as
 * `cam_image.png` / image/png, and the kycData JSON part. Missing images are left out (the form does
 * not allow a submit without them, and the gateway names a missing part).
 */
export function kycFormData(values: Values, data: KycData): FormData {
  const form = new FormData();
  for (const key of DOCUMENT_IMAGE_KEYS) {
    const file = picked(values[key])?.file;
    if (file) form.append(key, file, file.name);
  }
  const selfie = picked(values[SELFIE_UPLOAD.key])?.file;
  if (selfie) form.append(SELFIE_UPLOAD.key, new File([selfie], SELFIE_UPLOAD.name, { type: SELFIE_UPLOAD.type }));
  form.append('kycData', JSON.stringify(data));
  return form;
}

/** The parts of a failed call the notice needs (an ApiError has them all). */
export interface SubmitFailure {
  readonly kind?: string;
  readonly description?: unknown;
  readonly code?: unknown;
}

/**
 * The message for a failed submit (SPEC §8): a refusal the customer can act on in their words (KNOWN_REFUSALS),
 * else the failure's description, else its code, else the fallback message id. Network, malformed, session and rate-limit failures are already announced or acted on
 * by the app's API error reactions, so they get no second notice (null).
 */
export function submitFailureMessage(error: unknown): string | null {
  const failure = (error && typeof error === 'object' ? error : {}) as SubmitFailure;
  if (failure.kind !== undefined && failure.kind !== 'http') return null;
  const description = typeof failure.description === 'string' ? failure.description.trim() : '';
  const code = typeof failure.code === 'number' || typeof failure.code === 'string' ? String(failure.code).trim() : '';
  const known = KNOWN_REFUSALS[code];
  if (known) {
    // The gateway names the refused part as `body.<part>: …`: the message names the photo to choose again.
    const part = /^body\.(\w+):/.exec(description)?.[1];
    return part && (KYC_PARTS as readonly string[]).includes(part) ? `${known}_${part}` : known;
  }
  if (description) return description;
  return code || KYC_SUBMIT_FALLBACK_MESSAGE;
}

/** The upload parts of the submission, as the gateway names them in a refusal. */
const KYC_PARTS = ['frontPage', 'backPage', 'selfieImage'] as const;

/**
 * Refusals the customer can act on, told in their language and naming the photo (message ids; the type and size
 * ones take a `_<part>` suffix when the part is known). The gateway's own descriptions are written for developers
 * ("body.frontPage: must be a PNG, JPEG or PDF file") and in English; any other refusal still shows them (SPEC §8).
 */
const KNOWN_REFUSALS: Readonly<Record<string, string>> = {
  UNSUPPORTED_FILE_TYPE: 'ekyc_refused_type',
  PAYLOAD_TOO_LARGE: 'ekyc_refused_size',
  REQUEST_CLOSED: 'ekyc_refused_closed',
  KYC_NOT_APPLICABLE: 'ekyc_refused_closed',
};

/** True when the customer has entered or picked anything beyond the starting values (leave-page warning). */
export function hasUnsavedEntries(values: Values, initial: Values): boolean {
  return Object.keys(values).some((name) => {
    const v = values[name];
    return v !== undefined && v !== '' && v !== initial[name];
  });
}
