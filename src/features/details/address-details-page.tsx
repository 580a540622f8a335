import { useCallback } from 'react';
import { parseFormConfig } from '../../../fields';
import { AddressDetailsForm, type AddressDetailsFormProps } from './address-details-form';
import { FALLBACK_SETTINGS, type DetailsSource } from './details-calls';
import { LoadedDetailsPage } from './details-status';
import { useLoaded } from './use-loaded';

/** Props of the address-details page, independent of the journey host. */
export type AddressDetailsPageProps = Omit<AddressDetailsFormProps, 'billingFields' | 'deliveryFields' | 'settings' | 'methods' | 'source'> & {
  /** Undefined until the journey host has its reads. */
  readonly source: DetailsSource | undefined;
};

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
    <LoadedDetailsPage titleId="details_address_title" loaded={loaded} source={source} onRetry={retry} onBack={props.onBack}>
      {(value, ready) => (
        <AddressDetailsForm
          billingFields={value.billing.fields}
          deliveryFields={value.delivery.fields}
          settings={value.settings}
          methods={value.methods}
          source={ready}
          journeyData={props.journeyData}
          onBack={props.onBack}
          onNext={props.onNext}
          onDraft={props.onDraft}
          notify={props.notify}
          {...(props.slotChosenBefore ? { slotChosenBefore: true } : {})}
        />
      )}
    </LoadedDetailsPage>
  );
}
