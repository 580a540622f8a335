import type { ReactNode } from 'react';
import type { FieldSpec } from '../config/field-spec';

/** Props of the template that frames one widget. */
export interface FieldTemplateProps {
  readonly field: FieldSpec;
  /** id of the widget's first control. */
  readonly id: string;
  readonly label: string;
  /** Multi-control widgets (date, image) get a fieldset and legend instead of a label. */
  readonly grouped: boolean;
  readonly error: string | null;
  readonly errorId: string;
  readonly note: string | null;
  readonly noteId: string;
  readonly children: ReactNode;
}

/** Label (or legend), the widget, then its error and note; ids match the widget's aria-describedby. */
export function FieldTemplate(props: FieldTemplateProps) {
  const marker = props.field.mandatory ? <span aria-hidden="true"> *</span> : null;
  const messages = (
    <>
      {props.error !== null && (
        <p id={props.errorId} className="field-error">
          {props.error}
        </p>
      )}
      {props.note !== null && (
        <p id={props.noteId} className="field-note hint">
          {props.note}
        </p>
      )}
    </>
  );
  if (props.grouped) {
    return (
      <fieldset className="field field-group" data-field={props.field.name}>
        <legend>
          {props.label}
          {marker}
        </legend>
        {props.children}
        {messages}
      </fieldset>
    );
  }
  return (
    <div className="field" data-field={props.field.name}>
      <label htmlFor={props.id}>
        {props.label}
        {marker}
      </label>
      {props.children}
      {messages}
    </div>
  );
}
