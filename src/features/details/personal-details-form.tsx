import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { accessToken, userDetails } from '../../auth/session-store';
import { personalInitialValues } from './personal-prefill';
import { FormattedMessage } from 'react-intl';
import { NextButton } from '../../ui/next-button';
import { FieldForm, shouldCheckEligibility, useFieldForm, type FieldSpec } from '../../../fields';
import type { DetailsSettings, DetailsSource } from './details-calls';
import { DetailsStatus, type DetailsProblem } from './details-status';
import { restoredPersonal, textValuesOf, type DetailsData, type DetailsUpdate } from './journey-data';
import { checkPersonal, personalNextData, type PersonalCheck } from './personal-submission';
import { numberTypeOf } from '../checkout';
import { useDraftSaver } from './use-draft-saver';

/** Props of the personal form, mounted once config and settings are known. */
export interface PersonalDetailsFormProps {
  readonly fields: readonly FieldSpec[];
  readonly settings: DetailsSettings;
  readonly source: DetailsSource;
  readonly journeyData: DetailsData;
  readonly onBack: () => void;
  readonly onNext: (data: DetailsUpdate) => void;
  readonly onDraft: (data: DetailsUpdate) => void;
  readonly now?: () => number;
}

const PERSONAL_CHECK = ['details', 'personal-check'];

/** The signed-in customer's stored details as personal-detail values ({} for a visitor). */
function accountPersonal(): Record<string, string> {
  const user = accessToken() ? userDetails() : undefined;
  if (!user) return {};
  const values = personalInitialValues(user as Parameters<typeof personalInitialValues>[0]);
  return user.email ? { ...values, email: user.email } : values;
}

/**
 * The personal fields from the config; the CNIC is checked for eligibility on blur (new number, eligibility
 * on) and for the number of lines on Next. A failed check keeps everything and offers Try again.
 */
export function PersonalDetailsForm(props: PersonalDetailsFormProps) {
  const { settings, source, journeyData } = props;
  const [initialValues] = useState(() => restoredPersonal(journeyData, accountPersonal()));
  const numberType = numberTypeOf(journeyData);
  const checkEligibility = shouldCheckEligibility({ numberType, eligibilityEnabled: settings.eligibilityEnabled });
  const form = useFieldForm({
    fields: props.fields,
    initialValues,
    countryCode: settings.countryCode,
    internationalCode: settings.internationalCode,
    timeZone: settings.timeZone,
    ...(props.now ? { now: props.now } : {}),
    ...(checkEligibility ? { eligibility: { check: source.checkDocumentId, portInEnabled: settings.portInEnabled } } : {}),
  });
  const values = textValuesOf(form.state.values);
  useDraftSaver({ personalDraft: values }, props.onDraft);
  const queries = useQueryClient();
  // One check per Next (lines for this CNIC, KYC flag): its answer decides between the next step and a message.
  const save = useMutation({
    mutationKey: PERSONAL_CHECK,
    networkMode: 'always',
    mutationFn: ({ documentId }: { documentId: string | undefined; values: typeof values }) => checkPersonal(source, documentId),
    onSuccess: (check: PersonalCheck, sent) => {
      if (check.verdict.kind === 'next') props.onNext(personalNextData(sent.values, check.kycRequired));
    },
  });
  const verdict = save.data?.verdict;
  // Busy from the call's start until the next step has replaced the form.
  const busy = save.isPending || verdict?.kind === 'next';
  const problem: DetailsProblem | null = save.isError
    ? { id: 'details_submit_failed', retry: true }
    : verdict?.kind === 'lines-exceeded'
      ? { id: 'details_lines_exceeded', values: { maxLines: verdict.maxLines }, retry: false }
      : null;

  const submit = () => {
    // The cache knows at once that a check is under way, before React has drawn the form busy.
    if (busy || queries.isMutating({ mutationKey: PERSONAL_CHECK }) > 0 || !form.submit()) return;
    save.mutate({ documentId: values.CNICNumber, values });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form className="details__form" noValidate onSubmit={onSubmit} aria-labelledby="details-title" aria-busy={busy}>
      <FieldForm form={form} idPrefix="personal" />
      <DetailsStatus busy={busy} problem={problem} onRetry={submit} />
      <div className="journey-actions">
        <button type="button" className="secondary" onClick={props.onBack} disabled={busy}>
          <FormattedMessage id="journey_back" />
        </button>
        <NextButton id="personal-next" labelId="journey_next" busy={busy} blockedBy={form.canSubmit ? null : 'details_reason_fields'} />
      </div>
    </form>
  );
}
