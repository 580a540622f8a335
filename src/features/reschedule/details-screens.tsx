import { useMemo } from 'react';
import type { ScreenProps } from '../../../renderer';
import { notifications } from '../../notifications/notification-store';
import { AddressDetailsPage } from '../details';
import { useAppDetailsSource, type DetailsSource } from '../details';
import { detailsMessages } from '../details';
import { PersonalDetailsPage } from '../details';
import { ScreenMessages } from '../../i18n/screen-messages';
import { journeyData } from '../../journey/journey-data';

/**
 * The purchase's details source for a reschedule: it changes who receives a SIM and where, not a line, so no
 * document or number-of-lines eligibility and no KYC apply; the SIM comes to the door (the slot step chose when).
 */
export function rescheduleSource(source: DetailsSource | undefined): DetailsSource | undefined {
  if (!source) return undefined;
  return {
    ...source,
    checkDocumentId: async () => true,
    checkNumberOfLines: async () => ({ enabled: false, eligible: true }),
    loadKycRequired: async () => false,
    loadDeliveryMethods: async () => (await source.loadDeliveryMethods()).filter((m) => m === 'DOORSTEP_DELIVERY'),
  };
}

function useRescheduleSource() {
  const source = useAppDetailsSource();
  return useMemo(() => rescheduleSource(source), [source]);
}

/** Reschedule step 2 (/reschedule_delivery/personal-details): who receives the SIM, on the purchase's field config. */
export function ReschedulePersonalScreen({ snapshot, send }: ScreenProps) {
  const source = useRescheduleSource();
  return (
    <ScreenMessages messages={detailsMessages}>
      <PersonalDetailsPage
        source={source}
        journeyData={journeyData('reschedule-delivery', snapshot)}
        onBack={() => send({ type: 'BACK' })}
        onNext={(d) => send({ type: 'NEXT', data: d })}
        onDraft={(d) => send({ type: 'UPDATE', data: d })}
      />
    </ScreenMessages>
  );
}

/** Reschedule step 3 (/reschedule_delivery/address-details): where the SIM goes, on the purchase's field config. */
export function RescheduleAddressScreen({ snapshot, send }: ScreenProps) {
  const source = useRescheduleSource();
  return (
    <ScreenMessages messages={detailsMessages}>
      <AddressDetailsPage
        source={source}
        journeyData={journeyData('reschedule-delivery', snapshot)}
        onBack={() => send({ type: 'BACK' })}
        onNext={(d) => send({ type: 'NEXT', data: d })}
        onDraft={(d) => send({ type: 'UPDATE', data: d })}
        notify={(messageId) => notifications.notify({ type: 'danger', messageId })}
        slotChosenBefore
      />
    </ScreenMessages>
  );
}
