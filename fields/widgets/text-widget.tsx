import { inputShapeOf } from './input-shape';
import { ShapedInput } from './shaped-input';
import type { WidgetProps } from './widget-props';

/** Free text (names, email, address lines); CNICNumber and digit fields take their shape. */
export function TextWidget(props: WidgetProps) {
  return <ShapedInput {...props} shape={inputShapeOf(props.field)} />;
}
