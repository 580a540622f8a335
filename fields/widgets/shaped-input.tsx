import type { ClipboardEvent, DragEvent, KeyboardEvent } from 'react';
import type { InputShape } from './input-shape';
import { ariaOf, type WidgetProps } from './widget-props';

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstName: 'given-name',
  middleName: 'additional-name',
  lastName: 'family-name',
  fullName: 'name',
  email: 'email',
  contactNumber: 'tel-national',
  postalCode: 'postal-code',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
};

/** A text input that stores the shape's normal form, shows its display form and blocks its keys. */
export function ShapedInput(props: WidgetProps & { shape: InputShape; blockPaste?: boolean; extraDescribedBy?: string }) {
  const { field, id, value, shape } = props;
  const stored = typeof value === 'string' ? value : '';
  const describedBy = [props.extraDescribedBy, props.describedBy].filter(Boolean).join(' ') || undefined;
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (shape.blocksKey(e.key)) e.preventDefault();
  };
  const onPaste = props.blockPaste ? (e: ClipboardEvent<HTMLInputElement>) => e.preventDefault() : undefined;
  return (
    <input
      id={id}
      name={field.name}
      type="text"
      value={shape.display(stored)}
      readOnly={field.readOnly}
      autoComplete={props.blockPaste ? 'off' : AUTOCOMPLETE[field.name]}
      {...shape.attrs}
      {...ariaOf({ ...props, describedBy })}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onDrop={props.blockPaste ? (e: DragEvent<HTMLInputElement>) => e.preventDefault() : undefined}
      onChange={(e) => props.onChange(shape.normalize(e.target.value))}
      onBlur={props.onBlur}
    />
  );
}
