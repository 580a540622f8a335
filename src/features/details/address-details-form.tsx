import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { NextButton } from '../../ui/next-button';
import { FieldForm, useFieldForm, validateField, type FieldSpec } from '../../../fields';
import { addressDraftOf, addressNextData, checkAddressSlot, type AddressChoice } from './address-submission';
import { availableDeliveryMethods, deliveryProblems, deliveryRequired, needsDeliveryAddress } from './delivery-rules';
import { DeliveryMethodPicker } from './delivery-method-picker';
import type { DetailsSettings, DetailsSource } from './details-calls';
import { DetailsStatus, type DetailsProblem } from './details-status';
import { restoredAddress, textValuesOf, type DetailsData, type DetailsUpdate } from './journey-data';
import { PickupPicker } from './pickup-picker';
import { usePostalFill } from './postal-read-back';
import { copyBillingToDelivery } from './same-as-billing';
import { SlotPicker } from './slot-picker';
import { useDeliveryChoice } from './use-delivery-choice';
import { useDraftSaver } from './use-draft-saver';
import { orderChannel } from '../retail';
import { MessageText } from '../../ui/message-text';
import { Checkbox } from '../../ui/checkbox';

/** Props of the address form, mounted once configs, settings and delivery methods are known. */
export interface AddressDetailsFormProps {
  readonly billingFields: readonly FieldSpec[];
  readonly deliveryFields: readonly FieldSpec[];
  readonly settings: DetailsSettings;
  readonly methods: readonly string[];
  readonly source: DetailsSource;
  readonly journeyData: DetailsData;
  readonly onBack: () => void;
  readonly onNext: (data: DetailsUpdate) => void;
  readonly onDraft: (data: DetailsUpdate) => void;
  readonly notify: (messageId: string) => void;
  /** The slot was chosen on an earlier step (reschedule): its picker shows only when that slot is gone. */
  readonly slotChosenBefore?: boolean;
}

const ADDRESS_CHECK = ['details', 'address-check'];

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * Billing address, delivery method with its slot or pickup point, and the delivery address unless it is the
 * same as billing. Everything typed is saved as a draft; a failed slot check keeps it all and offers Try again.
 */
export function AddressDetailsForm(props: AddressDetailsFormProps) {
  const { settings, source, journeyData } = props;
  const [initial] = useState(() => restoredAddress(journeyData));
  const required = deliveryRequired(journeyData);
  // A purchase started at a store's onboarding page (issue 12 part 7) is in the retail channel with that store.
  const [retail] = useState(() => orderChannel());
  const storeId = str(journeyData.storeId) ?? retail.storeId ?? null;
  const available = availableDeliveryMethods(props.methods, { channel: str(journeyData.channel) ?? retail.channel, storeId });
  const common = { countryCode: settings.countryCode, internationalCode: settings.internationalCode, timeZone: settings.timeZone };
  const billing = useFieldForm({ ...common, fields: props.billingFields, initialValues: initial.billingAddress });
  const delivery = useFieldForm({ ...common, fields: props.deliveryFields, initialValues: initial.deliveryAddress });
  const [sameAsBilling, setSameAsBilling] = useState(initial.sameAsBilling);
  const billingValues = textValuesOf(billing.state.values);
  const deliveryValues = textValuesOf(delivery.state.values);
  const postalField = props.billingFields.find((f) => f.name === 'postalCode');
  const typedZip = billingValues.postalCode;
  const zipcode = typedZip && postalField && validateField(postalField, typedZip, billing.ruleContext) === null ? typedZip : null;
  const choice = useDeliveryChoice({ source, required, available, initial, zipcode, onNoPickup: () => props.notify('pick_up_address_error') });
  // What the customer has still to choose, shown from a Next until they change a choice.
  const [choiceProblem, setChoiceProblem] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);

  const deliveryNames = props.deliveryFields.map((f) => f.name);
  const current = (slot: string | null, pickupLocation: string | null): AddressChoice => ({
    billing: billingValues, delivery: deliveryValues, deliveryFields: deliveryNames, sameAsBilling, required, method: choice.method, slot, pickupLocation,
  });
  useDraftSaver({ addressDraft: addressDraftOf(current(choice.picked.slot, choice.picked.pickupLocation)) }, props.onDraft);
  const showDeliveryForm = needsDeliveryAddress(required, choice.method) && !sameAsBilling;
  // The address asks only what the postal code does not fill (issue 46).
  const billingPostal = usePostalFill(billing, { source, country: settings.countryCode, idPrefix: 'billing', enabled: true });
  const deliveryPostal = usePostalFill(delivery, { source, country: settings.countryCode, idPrefix: 'delivery', enabled: showDeliveryForm });
  const pending = deliveryProblems({ required, method: choice.method, slot: choice.slot, pickupLocation: choice.pickupLocation, storeId });

  const toggleSame = (on: boolean) => {
    setSameAsBilling(on);
    // SPEC §4: turning it on copies the billing address into the delivery address.
    if (on) for (const [name, value] of Object.entries(copyBillingToDelivery(billingValues, deliveryValues, deliveryNames))) delivery.change(name, value);
  };

  const queries = useQueryClient();
  // One slot check per Next (doorstep delivery): a taken slot clears the choice and reloads the slots.
  const save = useMutation({
    mutationKey: ADDRESS_CHECK,
    networkMode: 'always',
    mutationFn: (sent: AddressChoice) => checkAddressSlot(source, sent),
    onSuccess: (available: boolean, sent) => {
      if (available) {
        props.onNext(addressNextData(sent));
        return;
      }
      choice.setSlot(null);
      choice.retrySlots();
    },
  });
  // Busy from the call's start until the next step has replaced the form.
  const busy = save.isPending || save.data === true;
  const problem: DetailsProblem | null = choiceProblem
    ? { id: choiceProblem, retry: false }
    : save.isError
      ? { id: 'details_submit_failed', retry: true }
      : save.data === false
        ? { id: 'details_slot_taken', retry: false }
        : null;
  const clearProblem = () => {
    setChoiceProblem(null);
    save.reset();
  };

  const submit = () => {
    // The cache knows at once that a check is under way, before React has drawn the form busy.
    if (busy || queries.isMutating({ mutationKey: ADDRESS_CHECK }) > 0) return;
    setAttempted(true);
    const billingOk = billing.submit();
    const deliveryOk = showDeliveryForm ? delivery.submit() : true;
    setChoiceProblem(pending[0] ?? null);
    if (!billingOk || !deliveryOk || pending.length > 0) return;
    save.mutate(current(choice.slot, choice.pickupLocation));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form className="details__form" noValidate onSubmit={onSubmit} aria-labelledby="details-title" aria-busy={busy}>
      <fieldset className="details__address">
        <legend>
          <FormattedMessage id="details_billing_heading" />
        </legend>
        <FieldForm form={billing} idPrefix="billing" hidden={billingPostal.hidden} after={billingPostal.after} />
      </fieldset>
      {required ? (
        <DeliveryMethodPicker methods={available} value={choice.method} invalid={attempted && choice.method === null} onChange={(m) => {
            clearProblem();
            choice.setMethod(m);
          }} />
      ) : (
        <MessageText id="details_esim_no_delivery" className="details__hint" />
      )}
      {required && choice.method === 'DOORSTEP_DELIVERY' && (
        <>
          {!(props.slotChosenBefore && choice.picked.slot !== null) && <SlotPicker slots={choice.slots} value={choice.slot} invalid={attempted && choice.slot === null} onChange={(id) => {
            clearProblem();
            choice.setSlot(id);
          }} onRetry={choice.retrySlots} />}
          <Checkbox id="same-as-billing" checked={sameAsBilling} onChange={toggleSame} label={<FormattedMessage id="details_same_as_billing" />} />
        </>
      )}
      {required && choice.method === 'SELF_PICKUP' && (
        <PickupPicker points={choice.points} value={choice.pickupLocation} invalid={attempted && choice.pickupLocation === null} onChange={(id) => {
          clearProblem();
          choice.setPickupLocation(id);
        }} onRetry={choice.retryPoints} />
      )}
      {showDeliveryForm && (
        <fieldset className="details__address">
          <legend>
            <FormattedMessage id="details_delivery_heading" />
          </legend>
          <FieldForm form={delivery} idPrefix="delivery" hidden={deliveryPostal.hidden} after={deliveryPostal.after} />
        </fieldset>
      )}
      <DetailsStatus busy={busy} problem={problem} onRetry={submit} />
      <div className="journey-actions">
        <button type="button" className="secondary" onClick={props.onBack} disabled={busy}>
          <FormattedMessage id="journey_back" />
        </button>
        <NextButton
          id="address-next"
          labelId="journey_next"
          busy={busy}
          blockedBy={pending[0] ?? (!billing.canSubmit || (showDeliveryForm && !delivery.canSubmit) ? 'details_reason_fields' : null)}
        />
      </div>
    </form>
  );
}
