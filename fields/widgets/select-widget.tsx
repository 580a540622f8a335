import { useText } from './use-text';
import { ariaOf, type WidgetProps } from './widget-props';

/** A select over the config options, with an empty "choose" first entry. */
export function SelectWidget(props: WidgetProps) {
  const text = useText();
  const { field } = props;
  return (
    <select
      id={props.id}
      name={field.name}
      value={typeof props.value === 'string' ? props.value : ''}
      disabled={field.readOnly}
      {...ariaOf(props)}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
    >
      <option value="">{text.message('select_placeholder')}</option>
      {field.options.map((o) => (
        <option key={o.value} value={o.value}>
          {text.label(o.displayName)}
        </option>
      ))}
    </select>
  );
}
