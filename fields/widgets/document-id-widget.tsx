import { inputShapeOf } from './input-shape';
import { ShapedInput } from './shaped-input';
import type { WidgetProps } from './widget-props';

/** Document number: CNIC shown 12345-1234567-1 and stored as 13 digits; NRIC/FIN upper-cased. Blur may check eligibility. */
export function DocumentIdWidget(props: WidgetProps) {
  return <ShapedInput {...props} shape={inputShapeOf(props.field)} />;
}
