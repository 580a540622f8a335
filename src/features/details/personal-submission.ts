import type { DetailsSource } from './details-calls';
import type { DetailsUpdate, TextValues } from './journey-data';

/** The SPEC limit of lines per CNIC, used in the message when the gateway does not say. */
export const MAX_LINES_PER_CNIC = 5;

/** What a Next on personal details leads to, from the number-of-lines answer (SPEC §5, checked before payment). */
export type PersonalVerdict =
  | { readonly kind: 'next' }
  | { readonly kind: 'lines-exceeded'; readonly maxLines: number };

/** Decides from the number-of-lines eligibility answer: feature off or eligible → next. */
export function personalVerdict(answer: { readonly enabled: boolean; readonly eligible: boolean; readonly maxLines?: number }): PersonalVerdict {
  if (!answer.enabled || answer.eligible) return { kind: 'next' };
  return { kind: 'lines-exceeded', maxLines: answer.maxLines ?? MAX_LINES_PER_CNIC };
}

/**
 * The journey data a successful Next carries: the personal values (dates stay dd-MM-yyyy, the CNIC its 13
 * digits), the document for later steps, and the KYC-required flag when the gateway told it.
 */
export function personalNextData(values: TextValues, kycRequired: boolean | undefined): DetailsUpdate {
  const personal = { ...values };
  // A draft kept from before the CNIC was typed once (issue 46) may still hold its second box: it is not sent.
  delete personal.confirmCNICNumber;
  return {
    personal,
    personalDraft: values,
    ...(personal.email ? { email: personal.email } : {}),
    ...(personal.CNICNumber ? { documentType: 'CNIC', documentId: personal.CNICNumber } : {}),
    ...(kycRequired === undefined ? {} : { kycRequired }),
  };
}

/** The answer of the checks behind a Next on personal details. */
export interface PersonalCheck {
  readonly verdict: PersonalVerdict;
  readonly kycRequired: boolean | undefined;
}

/**
 * The mutation function of a Next on personal details: the number of lines for the CNIC (none without one) and
 * the KYC-required flag (unknown when that call fails), asked together.
 */
export async function checkPersonal(source: Pick<DetailsSource, 'checkNumberOfLines' | 'loadKycRequired'>, documentId: string | undefined): Promise<PersonalCheck> {
  const [lines, kycRequired] = await Promise.all([
    documentId ? source.checkNumberOfLines(documentId) : Promise.resolve({ enabled: false, eligible: true }),
    source.loadKycRequired().catch(() => undefined),
  ]);
  return { verdict: personalVerdict(lines), kycRequired };
}
