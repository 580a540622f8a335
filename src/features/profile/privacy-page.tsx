import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../api/api-context';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { updatePrivacySettings } from './profile-calls';
import { rememberAnalyticsChoice } from '../../analytics/page-analytics';
import { joinMessages, ScreenMessages } from '../../i18n/screen-messages';
import { AccountPage, LoadFailed, Outcome, Skeletons } from '../account';
import { accountPageMessages, accountPartsMessages } from '../account';
import { AccountNav } from './account-nav';
import { endpointQueryKey } from '../../api/queries';
import { Toast } from '../../ui/dialog';
import { Checkbox } from '../../ui/checkbox';

/**
 * The privacy settings (shape decided in docs/decisions/2026-11-23-customer-account.md), in the order the page
 * lists them.
 */
export const PRIVACY_KEYS = ['analytics', 'personalisedOffers', 'marketingEmail', 'marketingSms'] as const;
export type PrivacySettings = Record<(typeof PRIVACY_KEYS)[number], boolean>;

/** The words the privacy page shows of the account's: its parts' and its own (not the orders', home's, forms', cards'). */
const privacyMessages = joinMessages(accountPartsMessages, accountPageMessages);

function PrivacyForm({ initial }: { initial: PrivacySettings }) {
  const intl = useIntl();
  const api = useApi();
  const queries = useQueryClient();
  const [values, setValues] = useState<PrivacySettings>(initial);
  const save = useMutation({
    mutationFn: updatePrivacySettings(api),
    onSuccess: (saved) => {
      // Honoured from the next page view on (src/analytics/page-analytics.ts).
      rememberAnalyticsChoice(saved.analytics);
      queries.setQueryData(endpointQueryKey('GET_PRIVACY_SETTINGS'), saved);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(values);
  };
  return (
    <form className="card stack" noValidate onSubmit={submit} aria-busy={save.isPending}>
      <fieldset className="stack">
        <legend>
          <FormattedMessage id="privacy_legend" />
        </legend>
        {PRIVACY_KEYS.map((key) => (
          <Checkbox
            key={key}
            id={`privacy-${key}`}
            checked={values[key]}
            onChange={(on) => {
              save.reset();
              setValues({ ...values, [key]: on });
            }}
            label={<FormattedMessage id={`privacy_${key}`} />}
            hint={<FormattedMessage id={`privacy_${key}_hint`} />}
          />
        ))}
      </fieldset>
      {/* A short confirmation after saving: a toast (issue 46), announced politely; the form stays as saved. */}
      <Toast open={save.isSuccess} onClose={() => save.reset()} closeLabel={intl.formatMessage({ id: 'notification_dismiss' })}>
        <FormattedMessage id="privacy_saved" />
      </Toast>
      {save.isError && <Outcome kind="danger" messageId="save_failed_kept" />}
      <div className="account-actions">
        <button type="submit" disabled={save.isPending}>
          <FormattedMessage id={save.isPending ? 'saving' : 'privacy_save'} />
        </button>
      </div>
    </form>
  );
}

function Privacy() {
  const settings = useEndpointQuery('GET_PRIVACY_SETTINGS');
  // Keep the stored analytics choice in step with the account's (another device may have changed it).
  useEffect(() => {
    if (settings.data) rememberAnalyticsChoice(settings.data.analytics);
  }, [settings.data]);
  if (settings.isPending) return <Skeletons count={4} />;
  if (settings.isError) return <LoadFailed onRetry={() => void settings.refetch()} />;
  return <PrivacyForm initial={settings.data} />;
}

/** /profile/privacy-settings: privacy and analytics preferences (GET/PUT privacy settings). */
export default function PrivacySettingsPage() {
  return (
    <ScreenMessages messages={privacyMessages}>
      <AccountPage titleId="privacy_title" leadId="privacy_lead">
        <AccountNav current="/profile/privacy-settings" />
        <Privacy />
      </AccountPage>
    </ScreenMessages>
  );
}
