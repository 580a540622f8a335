import { FormattedMessage } from 'react-intl';
import type { DeliveryMethod } from './journey-data';
import { ChoiceCard, ChoiceCards } from '../../ui/choice-cards';

/** The delivery method radio group (SPEC §3: doorstep, self-pickup, retail), only the methods on offer. */
export function DeliveryMethodPicker(props: {
  readonly methods: readonly DeliveryMethod[];
  readonly value: DeliveryMethod | null;
  readonly invalid: boolean;
  readonly onChange: (method: DeliveryMethod) => void;
}) {
  return (
    <ChoiceCards
      className="details__choices"
      aria-invalid={props.invalid}
      legend={
        <>
          <FormattedMessage id="details_delivery_method" />
          <span aria-hidden="true"> *</span>
        </>
      }
    >
      {props.methods.map((m) => (
        <ChoiceCard key={m} name="delivery-method" value={m} checked={props.value === m} onChange={() => props.onChange(m)} label={<FormattedMessage id={`details_method_${m}`} />} />
      ))}
    </ChoiceCards>
  );
}
