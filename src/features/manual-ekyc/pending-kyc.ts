import { valuesOfDraft } from './ekyc-draft';
import { loadEkycDraft, saveEkycDraft } from './ekyc-draft-store';
import { kycDataOf, kycFormData } from './kyc-submission';

/**
 * The onboarding eKYC step comes before the order exists (SPEC §2: without an order reference the page saves
 * the KYC-required flag and moves on). The checkout calls this once the order is created: the KYC the customer
 * submitted (kept in the draft with its images) is sent for that order, once: the draft remembers the order it
 * was sent for, so a retry or a reload of the payment step does not send it again. 'missing' when this session
 * holds no submitted KYC (another browser, or the draft expired): the customer has to do the eKYC step again.
 */
export async function submitPendingKyc(orderRef: string, submit: (form: FormData) => Promise<unknown>): Promise<'submitted' | 'missing'> {
  const draft = await loadEkycDraft('onboarding');
  if (!draft?.kyc) return 'missing';
  if (draft.submittedFor === orderRef) return 'submitted';
  await submit(kycFormData(valuesOfDraft(draft), kycDataOf(orderRef, draft.kyc)));
  await saveEkycDraft('onboarding', { ...draft, submittedFor: orderRef });
  return 'submitted';
}
