import { MESSAGE_IDS } from './message-ids';
import { fail, type RuleMessage } from './rule';

/** Whether the document id is checked on blur (SPEC §5): new-number customers with eligibility enabled. */
export function shouldCheckEligibility(opts: { numberType: string; eligibilityEnabled: boolean }): boolean {
  return opts.numberType === 'NEW' && opts.eligibilityEnabled;
}

/** What an eligibility answer shows: an error when not eligible, else a note (with or without port-in). */
export type EligibilityOutcome =
  | { readonly kind: 'error'; readonly message: RuleMessage }
  | { readonly kind: 'note'; readonly message: RuleMessage };

/** Maps the gateway's `eligible` flag to the field's error or note (SPEC §5 document-ID eligibility). */
export function eligibilityOutcome(eligible: boolean, portInEnabled: boolean): EligibilityOutcome {
  if (!eligible) return { kind: 'error', message: fail(MESSAGE_IDS.notEligible) };
  return {
    kind: 'note',
    message: fail(portInEnabled ? MESSAGE_IDS.eligibilityNote : MESSAGE_IDS.eligibilityNoteWithoutMnp),
  };
}
