import { inputShapeOf } from './input-shape';
import { ShapedInput } from './shaped-input';
import type { WidgetProps } from './widget-props';

/** Phone number: digits only, with the country's international code shown before it (SPEC §5). */
export function PhoneWidget(props: WidgetProps) {
  const prefixId = `${props.id}-prefix`;
  return (
    <span className="field-phone" dir="ltr">
      <span id={prefixId} className="field-phone__prefix">
        {props.env.internationalCode}
      </span>
      <ShapedInput {...props} shape={inputShapeOf(props.field)} extraDescribedBy={prefixId} />
    </span>
  );
}
