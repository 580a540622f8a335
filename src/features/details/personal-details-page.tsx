import { useCallback } from 'react';
import { parseFormConfig } from '../../../fields';
import { FALLBACK_SETTINGS, type DetailsSource } from './details-calls';
import { LoadedDetailsPage } from './details-status';
import type { DetailsData, DetailsUpdate } from './journey-data';
import { PersonalDetailsForm } from './personal-details-form';
import { useLoaded } from './use-loaded';

/** Props of the personal-details page, independent of the journey host. */
export interface PersonalDetailsPageProps {
  readonly source: DetailsSource | undefined;
  readonly journeyData: DetailsData;
  readonly onBack: () => void;
  readonly onNext: (data: DetailsUpdate) => void;
  readonly onDraft: (data: DetailsUpdate) => void;
  readonly now?: () => number;
}

/** SPEC §2 personal-details: loads the field config and settings, then shows the form. */
export function PersonalDetailsPage(props: PersonalDetailsPageProps) {
  const { source } = props;
  const load = useCallback(
    async () => {
      if (!source) throw new Error('no gateway');
      const [config, settings] = await Promise.all([source.loadPersonalConfig(), source.loadSettings().catch(() => FALLBACK_SETTINGS)]);
      return { form: parseFormConfig(config, 'personal'), settings };
    },
    [source],
  );
  const [loaded, retry] = useLoaded(load, source ? 'personal' : 'none');
  return (
    <LoadedDetailsPage titleId="details_personal_title" loaded={loaded} source={source} onRetry={retry} onBack={props.onBack}>
      {(value, ready) => (
        <PersonalDetailsForm
          fields={value.form.fields}
          settings={value.settings}
          source={ready}
          journeyData={props.journeyData}
          onBack={props.onBack}
          onNext={props.onNext}
          onDraft={props.onDraft}
          {...(props.now ? { now: props.now } : {})}
        />
      )}
    </LoadedDetailsPage>
  );
}
