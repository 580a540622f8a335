import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { NextButton } from '../../ui/next-button';
import { DOCUMENT_TYPE_FIELD, FieldForm, defaultDocumentType, useEkycForm, type EkycForm, type EligibilityCheck, type FieldFormController, type FieldValue, NATIONALITY_FIELD } from '../../../fields';
import { documentIdValidityCall, eligibilitySettingsOf, identityOf, kycNationality } from './ekyc-context';
import type { EkycJourneyData, EkycVariant } from './ekyc-outcome';
import type { EkycSource } from './ekyc-calls';
import { hasUnsavedEntries, submittedKyc } from './kyc-submission';
import { useLeaveWarning } from './use-leave-warning';
import { draftOf, valuesOfDraft, type EkycDraft } from './ekyc-draft';
import { draftKeyOf, draftSession, saveEkycDraft } from './ekyc-draft-store';
import type { FlowError } from '../lines';
import type { ChildJourney } from '../../../renderer';
import { KYC_SUBMIT_REFUSED, type EkycSubmission } from './actors';
import { CONTACT_NUMBER_FIELD, DOCUMENT_ID_CONFIRM_FIELD, DOCUMENT_ID_FIELD, accountEkycPrefillOf, ekycPrefillOf, hiddenFields, personalUpdatesOf, type EkycPrefill } from './ekyc-prefill';
import { KnownFacts } from './known-facts';
import { nationalityForCountry, storedCountry } from '../../integrations/ip-lookup/ip-country';
import { verbatim } from '../../i18n/literal-messages';
import { MessageText } from '../../ui/message-text';

/** How long typing pauses before the draft is kept. */
const DRAFT_DELAY_MS = 300;

/**
 * The values a draft restores. A draft of another ID type than the config's default is not restored: the
 * form opens on the default group, and its fields would not match.
 */
function restoredValues(config: EkycForm, draft: EkycDraft | undefined): Record<string, FieldValue> | undefined {
  if (!draft) return undefined;
  const values = valuesOfDraft(draft);
  const type = values[DOCUMENT_TYPE_FIELD];
  return type === undefined || type === defaultDocumentType(config) ? values : undefined;
}

/** Props of the form part of the page, mounted once the config has loaded. */
export interface EkycFormViewProps {
  readonly variant: EkycVariant;
  readonly config: EkycForm;
  readonly nationalities: readonly string[] | null;
  /** The global config as loaded (undefined when it failed: no eligibility check then). */
  readonly globalConfig: unknown;
  /** What the customer entered before a reload, images included (journey hosts only). */
  readonly draft?: EkycDraft | undefined;
  readonly user: unknown;
  readonly source: EkycSource;
  readonly journeyData: EkycJourneyData;
  readonly urlOrderRef: string | null;
  readonly serviceOrder: boolean;
  readonly onBack: () => void;
  /**
   * journeys/manual-ekyc-submit.json as its host runs it (the step's child journey, or the stand-alone page's machine):
   * the form sends it SUBMIT and shows what it is doing; null while the host has none (the step is being left).
   */
  readonly work: ChildJourney | null;
  /** Shows a danger notification with a message id (or server text, shown as sent). */
  readonly notifyDanger: (messageId: string) => void;
  readonly now?: () => number;
}

/** The form's document-ID check (SPEC §5), or undefined when it does not apply. */
function useEligibilityCheck(props: EkycFormViewProps): EligibilityCheck | undefined {
  const { globalConfig, journeyData, variant, source, user } = props;
  return useMemo(() => {
    const settings = eligibilitySettingsOf(globalConfig, journeyData, variant);
    if (!settings) return undefined;
    const identity = identityOf(user, journeyData);
    return { portInEnabled: settings.portInEnabled, check: (documentId, documentType) => source.checkDocumentId(documentIdValidityCall(documentId, documentType, identity)) };
  }, [globalConfig, journeyData, variant, source, user]);
}

/**
 * The form with a document number's confirmation, should the eKYC config still ask one, filled from the number itself
 * and not shown: the number is typed once and read back under its box (issue 46).
 */
function documentIdAskedOnce<F extends FieldFormController>(form: F): F {
  if (!form.fields.some((f) => f.name === DOCUMENT_ID_CONFIRM_FIELD)) return form;
  const { [DOCUMENT_ID_CONFIRM_FIELD]: _confirmError, ...errors } = form.errors;
  return {
    ...form,
    fields: form.fields.filter((f) => f.name !== DOCUMENT_ID_CONFIRM_FIELD),
    errors,
    change: (name: string, value: FieldValue | undefined) => {
      form.change(name, value);
      if (name === DOCUMENT_ID_FIELD) form.change(DOCUMENT_ID_CONFIRM_FIELD, value);
    },
  };
}

/**
 * Nationality (when shown) and ID-type selects, the document fields, Back and Submit (Next in SIM
 * replacement). Submit is announced as unavailable (aria-disabled) rather than disabled, so pressing it still
 * leads to the error summary. A failed submit keeps every value typed and every file picked. For a new
 * number the document ID is checked on blur: not eligible is the field's error, eligible shows a note.
 */
export function EkycFormView(props: EkycFormViewProps) {
  const { variant, journeyData } = props;
  const eligibility = useEligibilityCheck(props);
  const [restored] = useState(() => restoredValues(props.config, props.draft));
  // Onboarding starts from the personal details (issue 16): a restored draft still wins over them.
  // A SIM replacement starts from the signed-in account and its request (issue 30).
  const [prefill] = useState<EkycPrefill>(() =>
    variant === 'onboarding'
      ? ekycPrefillOf(journeyData, props.nationalities, props.config.documentTypes)
      : variant === 'sim-replacement'
        ? accountEkycPrefillOf(journeyData, props.user)
        : { values: {}, known: {} },
  );
  const [changingKnown, setChangingKnown] = useState(false);
  // The IP lookup's country (issue 12) preselects the nationality, shown and changeable; anything known wins.
  const [fromIp] = useState(() => nationalityForCountry(storedCountry(), props.nationalities));
  const startValues = { ...(fromIp ? { [NATIONALITY_FIELD]: fromIp } : {}), ...prefill.values, ...restored };
  const form = useEkycForm({
    config: props.config,
    nationalities: props.nationalities,
    ...(Object.keys(startValues).length ? { initialValues: startValues } : {}),
    ...(eligibility ? { eligibility } : {}),
    ...(props.now ? { now: props.now } : {}),
  });
  const [initialValues] = useState(() => (restored ? {} : form.state.values));
  const hidden = hiddenFields(prefill, form.state.values, form.errors, changingKnown);
  // The document number is typed once and read back under its box (issue 46; the sandbox's eKYC config asks no
  // confirmation, and one a gateway still asks follows the number).
  const asked = documentIdAskedOnce(form);
  const shownForm = hidden.size ? { ...asked, fields: asked.fields.filter((f) => !hidden.has(f.name)) } : asked;
  const draftKey = draftKeyOf(variant);
  const values = form.state.values;
  const [openedWith] = useState(() => values);
  const draftTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    // Only what the customer changes is kept: opening the page must not replace a submitted draft.
    if (!draftKey || values === openedWith) return undefined;
    draftTimer.current = window.setTimeout(() => void saveEkycDraft(draftKey, draftOf(values, { session: draftSession(), now: Date.now() })), DRAFT_DELAY_MS);
    return () => window.clearTimeout(draftTimer.current);
  }, [draftKey, values, openedWith]);
  // journeys/manual-ekyc-submit.json does the Submit: the KYC is sent once (kept for the order in a purchase before
  // it); a refusal comes back here with its reason and everything typed and picked stays. How it ends is its host's
  // (the wizard moves on, or the page it ended for opens); the form only shows it busy until then.
  const work = props.work?.snapshot;
  const ctx = (work?.context ?? {}) as { error?: FlowError; orderId?: string | null };
  const sending = work?.hasTag('busy') ?? false;
  const busy = sending || !work || work.status === 'done';
  const error = ctx.error ?? null;
  const refusal = error?.code === KYC_SUBMIT_REFUSED ? (error.description ?? null) : null;
  const orderId = props.urlOrderRef ?? ctx.orderId ?? null;
  const [blocked, setBlocked] = useState<string | null>(null);
  useLeaveWarning(!busy && hasUnsavedEntries(form.state.values, initialValues));

  const submit = () => {
    if (busy || !form.submit()) return;
    if (!orderId && variant !== 'onboarding') {
      props.notifyDanger('ekyc_no_order');
      return;
    }
    const entered = submittedKyc(form.fields, form.state.values);
    const kyc = { ...entered, nationality: kycNationality(entered.nationality, journeyData, props.user, entered.documentType) };
    if (!kyc.nationality) {
      setBlocked('ekyc_nationality_unknown');
      return;
    }
    setBlocked(null);
    window.clearTimeout(draftTimer.current);
    const contactNumber = form.state.values[CONTACT_NUMBER_FIELD];
    const submission: EkycSubmission = {
      kyc,
      values: form.state.values,
      urlOrderRef: props.urlOrderRef,
      serviceOrder: props.serviceOrder,
      // A purchase before its order: the personal CNIC and contact number follow what was corrected here.
      ...(orderId ? {} : { personalUpdates: personalUpdatesOf(journeyData, { ...kyc, ...(typeof contactNumber === 'string' ? { contactNumber } : {}) }) }),
    };
    props.work?.send({ type: 'SUBMIT', submission });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form className="manual-ekyc__form" noValidate onSubmit={onSubmit} aria-labelledby="manual-ekyc-title" aria-busy={busy}>
      {hidden.size > 0 && !changingKnown && <KnownFacts known={prefill.known} hidden={hidden} onChange={() => setChangingKnown(true)} />}
      <FieldForm form={shownForm} idPrefix="ekyc" />
      {blocked && (
        <MessageText id={blocked} role="alert" className="manual-ekyc__blocked" />
      )}
      {refusal && !busy && (
        <p role="alert" className="alert alert-danger">
          {/* The gateway's words as sent, or SPEC §8's fallback (a message id). */}
          <FormattedMessage id={refusal} defaultMessage={verbatim(refusal)} />
        </p>
      )}
      <p role="status" className="manual-ekyc__status">
        {sending ? <FormattedMessage id="ekyc_submitting" /> : null}
      </p>
      <div className="journey-actions">
        <button type="button" className="secondary" onClick={props.onBack} disabled={busy}>
          <FormattedMessage id="journey_back" />
        </button>
        <NextButton id="ekyc-submit" labelId={variant === 'sim-replacement' ? 'journey_next' : 'ekyc_submit'} busy={busy} blockedBy={form.canSubmit ? null : 'ekyc_reason_fields'} />
      </div>
    </form>
  );
}
