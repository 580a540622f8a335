import type { ScreenProps } from '../../../renderer';
import { notifications } from '../../notifications/notification-store';
import { ScreenMessages } from '../../i18n/screen-messages';
import { AddressDetailsPage } from './address-details-page';
import { useAppDetailsSource } from './details-calls';
import { detailsMessages } from './messages';
import { journeyData } from '../../journey/journey-data';

const notifyDanger = (messageId: string) => {
  notifications.notify({ type: 'danger', messageId });
};

/** The onboarding step 'addressDetails' (/web/address-details): Back and Next, drafts saved with UPDATE. */
export function AddressDetailsScreen({ snapshot, send }: ScreenProps) {
  const source = useAppDetailsSource();
  const data = journeyData('onboarding', snapshot);
  return (
    <ScreenMessages messages={detailsMessages}>
      <AddressDetailsPage
        source={source}
        journeyData={data}
        onBack={() => send({ type: 'BACK' })}
        onNext={(d) => send({ type: 'NEXT', data: d })}
        onDraft={(d) => send({ type: 'UPDATE', data: d })}
        notify={notifyDanger}
      />
    </ScreenMessages>
  );
}

export default AddressDetailsScreen;
