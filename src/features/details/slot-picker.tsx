import { FormattedDate } from 'react-intl';
import { slotsByDate, type Slot } from './delivery-rules';
import { LoadedChoices, type PickerProps } from './loaded-choices';
import type { Loaded } from './use-loaded';

/** Delivery slots by day as radios; loading, failure (with Try again) and "none free" are announced. */
export function SlotPicker(props: PickerProps & { readonly slots: Loaded<readonly Slot[]> }) {
  const { slots } = props;
  return (
    <LoadedChoices
      // Slots not asked for yet show as loading.
      loaded={slots.status === 'idle' ? { status: 'loading' } : slots}
      texts={{ legend: 'details_slot_legend', failed: 'details_slots_failed', empty: 'details_no_slots' }}
      className="details__slots"
      invalid={props.invalid}
      onRetry={props.onRetry}
      choices={(value) =>
        slotsByDate(value).map((day) => (
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
        ))
      }
    />
  );
}
