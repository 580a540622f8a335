import { FormattedMessage } from 'react-intl';
import type { PickupPoint } from './details-source';
import type { Loaded } from './use-loaded';

/**
 * Self-pickup points near the billing postal code as radios. None found shows 'pick_up_address_error'
 * (SPEC §8) here as well as in the notification, so it stays readable after the notification is gone.
 */
export function PickupPicker(props: {
  readonly points: Loaded<readonly PickupPoint[]>;
  readonly value: string | null;
  readonly invalid: boolean;
  readonly onChange: (id: string) => void;
  readonly onRetry: () => void;
}) {
  const { points } = props;
  if (points.status === 'idle') {
    return (
      <p className="details__hint">
        <FormattedMessage id="details_pickup_needs_postal_code" />
      </p>
    );
  }
  if (points.status !== 'ready') {
    return (
      <div role={points.status === 'failed' ? 'alert' : 'status'}>
        {points.status === 'failed' ? (
          <>
            <p>
              <FormattedMessage id="details_pickup_failed" />
            </p>
            <button type="button" onClick={props.onRetry}>
              <FormattedMessage id="details_retry" />
            </button>
          </>
        ) : (
          <FormattedMessage id="details_loading" />
        )}
      </div>
    );
  }
  return (
    <fieldset className="details__choices" aria-invalid={props.invalid}>
      <legend>
        <FormattedMessage id="details_pickup_legend" />
        <span aria-hidden="true"> *</span>
      </legend>
      {points.value.length === 0 && (
        <p role="alert" data-testid="pickup-none">
          <FormattedMessage id="pick_up_address_error" />
        </p>
      )}
      {points.value.map((p) => (
        <label key={p.id} className="details__choice">
          <input type="radio" name="pickup-location" value={p.id} checked={props.value === p.id} onChange={() => props.onChange(p.id)} />
          <span>
            {p.name}, {p.line}, {p.city} <bdi dir="ltr">{p.postalCode}</bdi>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
