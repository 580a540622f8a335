import type { ClipboardEvent, DragEvent, KeyboardEvent } from 'react';
import type { InputShape } from './input-shape';
import { ariaOf, type WidgetProps } from './widget-props';
import { useText } from './use-text';

/** A CNIC is whole at 13 digits: then it is read back, grouped as printed on the card (issue 46: typed once). */
const CNIC_DIGITS = 13;

/**
 * What a whole document number reads back as, or null while it is not whole: a CNIC of 13 digits grouped as on the
 * card; another document's number (NRIC, FIN) once it has its form's shape (the field's pattern).
 */
function readBackOf(field: WidgetProps['field'], shape: InputShape, stored: string): string | null {
  if (shape.kind === 'cnic') return stored.length === CNIC_DIGITS ? shape.display(stored) : null;
  return field.type === 'document-id' && field.regex?.test(stored) ? shape.display(stored) : null;
}

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
  const text = useText();
  // A whole document number is read back under the box, large (a CNIC grouped), to check against the card instead of a second box.
  const readBack = readBackOf(field, shape, stored);
  const readBackId = `${id}-read-back`;
  const describedBy = [props.extraDescribedBy, props.describedBy, readBack ? readBackId : ''].filter(Boolean).join(' ') || undefined;
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (shape.blocksKey(e.key)) e.preventDefault();
  };
  const onPaste = props.blockPaste ? (e: ClipboardEvent<HTMLInputElement>) => e.preventDefault() : undefined;
  const input = (
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
  if (shape.kind !== 'cnic' && field.type !== 'document-id') return input;
  return (
    <>
      {input}
      {readBack && (
        <p id={readBackId} className="field-read-back" data-testid={readBackId}>
          {text.message('cnic_read_back')} <bdi dir="ltr">{readBack}</bdi>
        </p>
      )}
    </>
  );
}
