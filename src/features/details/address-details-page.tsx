import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { parseFormConfig } from '../../../fields';
import { AddressDetailsForm } from './address-details-form';
import { FALLBACK_SETTINGS, type DetailsSource } from './details-calls';
import { DetailsLoading } from './details-status';
import type { DetailsData, DetailsUpdate } from './journey-data';
import { useLoaded } from './use-loaded';

/** Props of the address-details page, independent of the journey host. */
export interface AddressDetailsPageProps {
  readonly source: DetailsSource | undefined;
  readonly journeyData: DetailsData;
  readonly onBack: () => void;
  readonly onNext: (data: DetailsUpdate) => void;
  readonly onDraft: (data: DetailsUpdate) => void;
  readonly notify: (messageId: string) => void;
  /** See AddressDetailsFormProps.slotChosenBefore. */
  readonly slotChosenBefore?: boolean;
}

/** SPEC §2 address-details: loads the billing and delivery configs, settings and delivery methods, then the form. */
export function AddressDetailsPage(props: AddressDetailsPageProps) {
  const { source } = props;
  const load = useCallback(async () => {
    if (!source) throw new Error('no gateway');
    const [configs, settings, methods] = await Promise.all([
      source.loadAddressConfigs(),
      source.loadSettings().catch(() => FALLBACK_SETTINGS),
      source.loadDeliveryMethods(),
    ]);
    return { billing: parseFormConfig(configs.billing, 'billing'), delivery: parseFormConfig(configs.delivery, 'delivery'), settings, methods };
  }, [source]);
  const [loaded, retry] = useLoaded(load, source ? 'address' : 'none');
  return (
    <section className="details" aria-labelledby="details-title">
      <h1 id="details-title" tabIndex={-1}>
        <FormattedMessage id="details_address_title" />
      </h1>
      {loaded.status === 'ready' && source ? (
        <AddressDetailsForm
          billingFields={loaded.value.billing.fields}
          deliveryFields={loaded.value.delivery.fields}
          settings={loaded.value.settings}
          methods={loaded.value.methods}
          source={source}
          journeyData={props.journeyData}
          onBack={props.onBack}
          onNext={props.onNext}
          onDraft={props.onDraft}
          notify={props.notify}
          {...(props.slotChosenBefore ? { slotChosenBefore: true } : {})}
        />
      ) : (
        <DetailsLoading failed={!source || loaded.status === 'failed'} onRetry={retry} onBack={props.onBack} />
      )}
    </section>
  );
}
