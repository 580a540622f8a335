import { FormattedDate, FormattedMessage } from 'react-intl';
import { slotsByDate, type Slot } from './delivery-rules';
import type { Loaded } from './use-loaded';

/** Delivery slots by day as radios; loading, failure (with Try again) and "none free" are announced. */
export function SlotPicker(props: {
  readonly slots: Loaded<readonly Slot[]>;
  readonly value: string | null;
  readonly invalid: boolean;
  readonly onChange: (slotId: string) => void;
  readonly onRetry: () => void;
}) {
  const { slots } = props;
  if (slots.status !== 'ready') {
    return (
      <div role={slots.status === 'failed' ? 'alert' : 'status'} className="details__slots">
        {slots.status === 'failed' ? (
          <>
            <p>
              <FormattedMessage id="details_slots_failed" />
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
  const days = slotsByDate(slots.value);
  return (
    <fieldset className="details__slots details__choices" aria-invalid={props.invalid}>
      <legend>
        <FormattedMessage id="details_slot_legend" />
        <span aria-hidden="true"> *</span>
      </legend>
      {days.length === 0 && (
        <p role="alert">
          <FormattedMessage id="details_no_slots" />
        </p>
      )}
      {days.map((day) => (
        <fieldset key={day.date} className="details__slot-day">
          <legend>
            <FormattedDate value={Date.parse(`${day.date}T00:00:00Z`)} timeZone="UTC" weekday="long" day="numeric" month="long" />
          </legend>
          {day.slots.map((s) => (
            <label key={s.id} className="details__choice">
              <input type="radio" name="delivery-slot" value={s.id} checked={props.value === s.id} onChange={() => props.onChange(s.id)} />
              <bdi dir="ltr">
                {s.from}–{s.to}
              </bdi>
            </label>
          ))}
        </fieldset>
      ))}
    </fieldset>
  );
}
