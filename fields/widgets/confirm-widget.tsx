import { inputShapeOf } from './input-shape';
import { ShapedInput } from './shaped-input';
import type { WidgetProps } from './widget-props';

/** Repeat-entry box: takes the shape of the field it confirms, and refuses paste and drop (SPEC §5). */
export function ConfirmWidget(props: WidgetProps) {
  const source = props.field.confirms ? props.env.fieldByName(props.field.confirms) : undefined;
  return <ShapedInput {...props} shape={inputShapeOf(source ?? props.field)} blockPaste />;
}
