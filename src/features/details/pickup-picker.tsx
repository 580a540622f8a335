import type { PickupPoint } from './details-calls';
import { LoadedChoices, type PickerProps } from './loaded-choices';
import type { Loaded } from './use-loaded';
import { MessageText } from '../../ui/message-text';
import { ChoiceCard } from '../../ui/choice-cards';

/**
 * Self-pickup points near the billing postal code as radios. None found shows 'pick_up_address_error'
 * (SPEC §8) here as well as in the notification, so it stays readable after the notification is gone.
 */
export function PickupPicker(props: PickerProps & { readonly points: Loaded<readonly PickupPoint[]> }) {
  const { points } = props;
  if (points.status === 'idle') {
    return (
      <MessageText id="details_pickup_needs_postal_code" className="details__hint" />
    );
  }
  return (
    <LoadedChoices
      loaded={points}
      texts={{ legend: 'details_pickup_legend', failed: 'details_pickup_failed', empty: 'pick_up_address_error', emptyTestId: 'pickup-none' }}
      invalid={props.invalid}
      onRetry={props.onRetry}
      choices={(value) =>
        value.map((p) => (
          <ChoiceCard
            key={p.id}
            name="pickup-location"
            value={p.id}
            checked={props.value === p.id}
            onChange={() => props.onChange(p.id)}
            label={p.name}
            description={
              <>
                {p.line}, {p.city} <bdi dir="ltr">{p.postalCode}</bdi>
              </>
            }
          />
        ))
      }
    />
  );
}
