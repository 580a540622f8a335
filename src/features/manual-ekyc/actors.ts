import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import type { FieldValue } from '../../../fields';
import type { EkycOutcome, EkycStepData, SubmittedKyc } from './ekyc-outcome';
import type { ActorInput } from '../../../engine';

/** What the form's SUBMIT carries (journeys/manual-ekyc-submit.json, input `ekycSubmission` adds the order and the host). */
export interface EkycSubmission {
  readonly kyc: SubmittedKyc;
  /** The values typed and picked (the images as picked files). */
  readonly values: Readonly<Record<string, FieldValue | undefined>>;
  /** The order reference of the page's URL, which comes before the journey's (SPEC §2), and its navigation state. */
  readonly urlOrderRef: string | null;
  readonly serviceOrder: boolean;
  /** What the purchase keeps when its KYC waits for the order (the personal CNIC and contact number as corrected here). */
  readonly personalUpdates?: EkycStepData;
}

/** The submit actors' input: the order and the host from the journey's mapper (ActorInput), with the SUBMIT's submission. */
type EkycInput = ActorInput<'submitManualEkyc'> & EkycSubmission;

/** The code a refused submit fails with; its description is what the form shows (the gateway's words, or SPEC §8's fallback). */
export const KYC_SUBMIT_REFUSED = 'KYC_SUBMIT_REFUSED';
/** A failure the app's API error reactions already announced or acted on (network, session): the form adds nothing. */
export const KYC_SUBMIT_ANNOUNCED = 'KYC_SUBMIT_ANNOUNCED';

/**
 * The eKYC form's work (journeys/manual-ekyc-submit.json), over the multipart submit: with an order, the KYC and its
 * images are sent and the outcome names what comes next (ekyc-outcome.ts: the journey's data, or the URL order's
 * page); a purchase before its order keeps them (images included) for its payment step to send (pending-kyc.ts), and
 * moves on with what changed. The work's modules load when it runs (the form's screen has them by then): a wizard
 * whose later step hosts the eKYC (the SIM replacement) registers these actors at its first step (issue 47).
 */
export function ekycSubmitActors(submit: (form: FormData) => Promise<unknown>) {
  return {
    submitManualEkyc: fromPromise<EkycOutcome, EkycInput>(async ({ input }) => {
      if (!input.orderId) throw { code: 'NO_ORDER' };
      const [{ kycDataOf, kycFormData, submitFailureMessage }, { outcomeAfterSubmit }] = await Promise.all([import('./kyc-submission'), import('./ekyc-outcome')]);
      try {
        await submit(kycFormData(input.values, kycDataOf(input.orderId, input.kyc)));
      } catch (error) {
        const message = submitFailureMessage(error);
        throw message ? { code: KYC_SUBMIT_REFUSED, description: message } : { code: KYC_SUBMIT_ANNOUNCED };
      }
      return outcomeAfterSubmit({ variant: input.variant, urlOrderRef: input.urlOrderRef, serviceOrder: input.serviceOrder, submitted: input.kyc });
    }),
    keepEkycForOrder: fromPromise<EkycOutcome, EkycInput>(async ({ input }) => {
      // SPEC §2: without an order reference the KYC-required flag is saved, and the KYC waits for the order.
      const [{ draftOf }, { draftSession, saveEkycDraft }] = await Promise.all([import('./ekyc-draft'), import('./ekyc-draft-store')]);
      await saveEkycDraft('onboarding', draftOf(input.values, { session: draftSession(), now: Date.now(), kyc: input.kyc }));
      return { kind: 'next', data: { ...input.personalUpdates, kycRequired: true, kycPending: true } };
    }),
  };
}

/** The manual eKYC's actors over the app's API client (registered in src/features/actors.ts). */
export function manualEkycActors(api: ApiClient) {
  return ekycSubmitActors((form) => api.call('SUBMIT_MANUAL_EKYC', { form }));
}
