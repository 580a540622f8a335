import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { slotDaysShown, slotsByDate, type Slot } from './delivery-rules';
import { LoadedChoices, type PickerProps } from './loaded-choices';
import type { Loaded } from './use-loaded';
import { ChoiceCard, ChoiceCards } from '../../ui/choice-cards';
import { useFocusAfterRender } from '../../ui/use-focus-after-render';

/**
 * Delivery slots by day as radios: the next three days first, the rest behind "More days" (issue 46); loading,
 * failure (with Try again) and "none free" are announced. A window ("12:00–15:00") never breaks across lines.
 */
export function SlotPicker(props: PickerProps & { readonly slots: Loaded<readonly Slot[]> }) {
  const { slots } = props;
  const [expanded, setExpanded] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  return (
    <LoadedChoices
      // Slots not asked for yet show as loading.
      loaded={slots.status === 'idle' ? { status: 'loading' } : slots}
      texts={{ legend: 'details_slot_legend', failed: 'details_slots_failed', empty: 'details_no_slots' }}
      className="details__slots"
      invalid={props.invalid}
      onRetry={props.onRetry}
      choices={(value) => {
        const days = slotsByDate(value);
        const { shown, more } = slotDaysShown(days, { expanded, chosen: props.value });
        const firstHidden = days[shown.length]?.slots[0]?.id;
        const drawn = shown.map((day) => (
          <ChoiceCards key={day.date} layout="pills" className="details__slot-day" legend={<FormattedDate value={Date.parse(`${day.date}T00:00:00Z`)} timeZone="UTC" weekday="long" day="numeric" month="long" />}>
            {day.slots.map((s) => (
              <ChoiceCard
                key={s.id}
                name="delivery-slot"
                id={`slot-${s.id}`}
                value={s.id}
                checked={props.value === s.id}
                onChange={() => props.onChange(s.id)}
                label={
                  <bdi dir="ltr" className="details__slot-window">
                    {s.from}–{s.to}
                  </bdi>
                }
              />
            ))}
          </ChoiceCards>
        ));
        if (more === 0) return drawn;
        return [
          ...drawn,
          <button
            key="more"
            type="button"
            className="secondary details__slots-more"
            onClick={() => {
              setExpanded(true);
              // The keyboard carries on where the new days start (the button is gone once they show).
              if (firstHidden) focusAfterRender(`slot-${firstHidden}`);
            }}
          >
            <FormattedMessage id="details_slots_more" values={{ count: more }} />
          </button>,
        ];
      }}
    />
  );
}
