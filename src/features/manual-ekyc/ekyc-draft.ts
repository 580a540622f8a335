import type { FieldValue, PickedFile } from '../../../fields';
import type { SubmittedKyc } from './ekyc-outcome';

/** SPEC §5 / §9: one image at most 5 MB (read as 5 MiB, as the gateway does). */
export const MAX_DRAFT_FILE_BYTES = 5 * 1024 * 1024;
/** The three images of a KYC at their largest: a draft never holds more. */
export const MAX_DRAFT_TOTAL_BYTES = 3 * MAX_DRAFT_FILE_BYTES;
/** A draft older than this is not restored (KYC images must not linger on a shared device). */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A picked image as kept in the draft (IndexedDB keeps the File itself: no data-URL blow-up). */
export interface DraftFile {
  readonly file: Blob;
  readonly name: string;
  readonly type: string;
  readonly kind: PickedFile['kind'];
}

/**
 * What the eKYC step keeps across a reload (SPEC issue item 12): every text value and picked image; once the
 * customer pressed Submit in the onboarding journey (no order yet), also the checked document data, so the
 * checkout can submit the KYC when the order exists.
 */
export interface EkycDraft {
  readonly session: string;
  readonly savedAt: number;
  readonly texts: Readonly<Record<string, string>>;
  readonly files: Readonly<Record<string, DraftFile>>;
  readonly kyc?: SubmittedKyc;
  /** The order the kept KYC was sent for (manual-ekyc/pending-kyc.ts), so it is sent once per order. */
  readonly submittedFor?: string;
}

type Values = Readonly<Record<string, FieldValue | undefined>>;

/**
 * The draft of a form's values: texts as they are, files within the size guard (a larger one, or one past the
 * total, is left out and simply has to be picked again after a reload).
 */
export function draftOf(values: Values, meta: { session: string; now: number; kyc?: SubmittedKyc }): EkycDraft {
  const texts: Record<string, string> = {};
  const files: Record<string, DraftFile> = {};
  let total = 0;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      if (value !== '') texts[name] = value;
    } else if (value && value.file.size <= MAX_DRAFT_FILE_BYTES && total + value.file.size <= MAX_DRAFT_TOTAL_BYTES) {
      total += value.file.size;
      files[name] = { file: value.file, name: value.file.name, type: value.file.type, kind: value.kind };
    }
  }
  return { session: meta.session, savedAt: meta.now, texts, files, ...(meta.kyc ? { kyc: meta.kyc } : {}) };
}

/** True when a stored draft may be restored: same browser session, not expired, well formed. */
export function isUsableDraft(raw: unknown, session: string, now: number): raw is EkycDraft {
  if (!raw || typeof raw !== 'object') return false;
  const d = raw as Partial<EkycDraft>;
  return d.session === session && typeof d.savedAt === 'number' && now - d.savedAt <= DRAFT_MAX_AGE_MS && d.savedAt <= now + 60_000 &&
    typeof d.texts === 'object' && d.texts !== null && typeof d.files === 'object' && d.files !== null;
}

/** The form values of a draft: texts, and each image as a File again (name and type as picked). */
export function valuesOfDraft(draft: EkycDraft): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(draft.texts)) if (typeof value === 'string') values[name] = value;
  for (const [name, f] of Object.entries(draft.files)) {
    if (!(f?.file instanceof Blob)) continue;
    const file = f.file instanceof File ? f.file : new File([f.file], f.name, { type: f.type });
    values[name] = { file, kind: f.kind };
  }
  return values;
}
