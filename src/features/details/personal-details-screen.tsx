import type { ScreenProps } from '../../../renderer';
import { ScreenMessages } from '../../i18n/screen-messages';
import { useAppDetailsSource } from './details-calls';
import { detailsMessages } from './messages';
import { PersonalDetailsPage } from './personal-details-page';
import { journeyData } from '../../journey/journey-data';

/** The onboarding step 'personalDetails' (/web/personal-details): Back and Next, drafts saved with UPDATE. */
export function PersonalDetailsScreen({ snapshot, send }: ScreenProps) {
  const source = useAppDetailsSource();
  const data = journeyData('onboarding', snapshot);
  return (
    <ScreenMessages messages={detailsMessages}>
      <PersonalDetailsPage
        source={source}
        journeyData={data}
        onBack={() => send({ type: 'BACK' })}
        onNext={(d) => send({ type: 'NEXT', data: d })}
        onDraft={(d) => send({ type: 'UPDATE', data: d })}
      />
    </ScreenMessages>
  );
}

export default PersonalDetailsScreen;
