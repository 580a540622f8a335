/**
 * What the manual eKYC page reads from the gateway's settings, as pure functions: the context specification
 * (nationality select shown or not), the global config (document-ID eligibility, SPEC §5) and the
 * document-ID validity call (SPEC §7). The screen only carries the answers out.
 */
import { shouldCheckEligibility } from '../../../fields';
import type { EkycJourneyData, EkycVariant } from './ekyc-outcome';
import { recordOf } from '../../domain/parse';

/** The `context` query of GET_EKYC_CONTEXT_SPECIFICATIONS. */
export type EkycContextName = 'onboarding' | 'sim-replacement' | 'manage';

const CONTEXT_OF_VARIANT: Readonly<Record<EkycVariant, EkycContextName>> = {
  onboarding: 'onboarding',
  'sim-replacement': 'sim-replacement',
  standalone: 'manage',
};

/** The context specification to ask for in a variant. @example ekycContextOf('standalone') // 'manage' */
export const ekycContextOf = (variant: EkycVariant): EkycContextName => CONTEXT_OF_VARIANT[variant];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Whether the nationality select is shown: hidden only when the context specification says
 * `nationalitySelect: false` (SIM replacement). A missing or failed specification keeps it shown.
 */
export const showsNationalitySelect = (contextSpec: unknown): boolean => recordOf(contextSpec).nationalitySelect !== false;

/** SPEC §9 default number type NEW: anything but PORT_IN in the journey is a new number. */
export const isNewNumber = (journeyData: EkycJourneyData): boolean => journeyData.numberType !== 'PORT_IN';

/** Port-in is offered when global config number_types has a PORT_IN entry with enabled true. */
export function portInEnabled(globalConfig: unknown): boolean {
  const types = recordOf(globalConfig).number_types;
  return Array.isArray(types) && types.some((t) => recordOf(t).type === 'PORT_IN' && recordOf(t).enabled === true);
}

/** What the form's eligibility option needs besides the call itself. */
export interface EligibilitySettings {
  readonly portInEnabled: boolean;
}

/**
 * Whether the document ID is checked on blur (SPEC §5): eligibility.enabled in the global config and a new
 * number. Not in SIM replacement: the customer keeps a line they already have, so no line is added to the
 * document and a "no more lines" answer would block a legitimate replacement.
 * @example eligibilitySettingsOf({ eligibility: { enabled: true }, number_types: [] }, {}, 'onboarding') // { portInEnabled: false }
 */
export function eligibilitySettingsOf(globalConfig: unknown, journeyData: EkycJourneyData, variant: EkycVariant): EligibilitySettings | null {
  if (variant === 'sim-replacement') return null;
  const eligibilityEnabled = recordOf(recordOf(globalConfig).eligibility).enabled === true;
  if (!shouldCheckEligibility({ numberType: isNewNumber(journeyData) ? 'NEW' : 'PORT_IN', eligibilityEnabled })) return null;
  return { portInEnabled: portInEnabled(globalConfig) };
}

/** Who is asking, for the validity call's userEmailId and userId (empty for a guest not yet known). */
export interface EkycIdentity {
  readonly email: string;
  readonly userId: string;
}

/**
 * The signed-in user's email and id (external_id), else the email the journey collected (guest checkout).
 */
export function identityOf(user: unknown, journeyData: EkycJourneyData): EkycIdentity {
  const u = recordOf(user);
  const email = text(u.email) || text(journeyData.email);
  return { email, userId: text(u.external_id) };
}

/** The CHECK_DOCUMENT_ID call: JSON body plus a header named after the document type carrying the id. */
export interface DocumentIdValidityCall {
  readonly body: { readonly documentId: string; readonly documentType: string; readonly userEmailId: string; readonly userId: string };
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * SPEC §7 document-ID validity: documentType with spaces replaced by underscores, in the body and as the
 * header name (a header name cannot hold spaces).
 * @example documentIdValidityCall('3520212345671', 'CNIC', { email: 'a@b.pk', userId: 'u1' }).headers // { CNIC: '3520212345671' }
 */
export function documentIdValidityCall(documentId: string, documentType: string, identity: EkycIdentity): DocumentIdValidityCall {
  const type = documentType.trim().replace(/\s+/g, '_');
  return {
    body: { documentId, documentType: type, userEmailId: identity.email, userId: identity.userId },
    headers: { [type]: documentId },
  };
}

/** The `eligible` flag of a validity answer (result.data.eligible); anything else counts as no answer. */
export function eligibleOf(result: unknown): boolean | undefined {
  const eligible = recordOf(recordOf(result).data).eligible;
  return typeof eligible === 'boolean' ? eligible : undefined;
}

/** SPEC §3: a CNIC is issued to Pakistani citizens only, so it implies the nationality when none was asked. */
const NATIONALITY_OF_DOCUMENT: Readonly<Record<string, string>> = { CNIC: 'Pakistani' };

/**
 * The nationality the KYC data carries: the one chosen on the page, else the journey's (SIM replacement
 * keeps it locally, SPEC §3), else the signed-in user's, else the one the document type implies. Empty when
 * none is known: the page then does not send (the gateway requires one).
 */
export function kycNationality(chosen: string, journeyData: EkycJourneyData, user: unknown, documentType: string): string {
  return text(chosen) || text(journeyData.nationality) || text(recordOf(user).nationality) || (NATIONALITY_OF_DOCUMENT[documentType] ?? '');
}
