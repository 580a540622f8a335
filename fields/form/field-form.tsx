import { Fragment, memo, useMemo, useState, type ReactNode } from 'react';
import type { FieldSpec } from '../config/field-spec';
import { defaultRegistry, widgetFor, type FieldRegistry, type WidgetEntry } from '../registry';
import type { FieldValue } from './form-state';
import type { WidgetEnvironment } from '../widgets/widget-props';
import { useText } from '../widgets/use-text';
import type { FieldFormController } from './use-field-form';

/** Props of the form renderer. */
export interface FieldFormProps {
  /** The headless form from useFieldForm (fields, values, errors, handlers). */
  readonly form: FieldFormController;
  readonly registry?: FieldRegistry;
  /** Prefix of control ids, unique per page: `${idPrefix}-${field.name}`. */
  readonly idPrefix?: string;
  /** Zip-code suggestions for what was typed (address forms). */
  readonly suggestZip?: WidgetEnvironment['suggestZip'];
  /**
   * Fields not drawn as boxes because the page shows their values another way (the address's read-back of what the
   * postal code filled, issue 46). They keep their values and rules; one with an error is drawn all the same.
   */
  readonly hidden?: readonly string[];
  /** What the page draws right after a field, by field name (the postal code's read-back or lookup state). */
  readonly after?: Readonly<Record<string, ReactNode>>;
}

/**
 * Lays out the form's fields in order, each through the registry's widget and field template, with an
 * error summary after a failed Next. Fields without a widget are skipped (and reported), never fatal.
 */
export function FieldForm({ form, registry = defaultRegistry, idPrefix = 'field', suggestZip, hidden = [], after = {} }: FieldFormProps) {
  const text = useText();
  const idOf = (f: FieldSpec) => `${idPrefix}-${f.name}`;
  const { fields, change } = form;
  const { timeZone, minAge, countryCode } = form.ruleContext;
  // The clock as the form opened: the year lists need the day, not the moment of each key.
  const [now] = useState(form.ruleContext.now);
  // One environment for the form's life (what it holds does not change as the customer types), so a row whose own
  // value, error and note are unchanged is not drawn again.
  const env = useMemo<WidgetEnvironment>(
    () => ({
      now,
      timeZone,
      ...(minAge === undefined ? {} : { minAge }),
      countryCode,
      internationalCode: form.internationalCode,
      fieldByName: (name) => fields.find((f) => f.name === name),
      setValues: (values) => {
        for (const [name, value] of Object.entries(values)) change(name, value);
      },
      ...(suggestZip ? { suggestZip } : {}),
    }),
    [now, timeZone, minAge, countryCode, form.internationalCode, fields, change, suggestZip],
  );
  const summary = form.state.submitCount > 0
    ? fields.flatMap((f) => {
        const e = form.errors[f.name];
        return e ? [{ id: idOf(f), label: text.label(f.displayName), message: text.message(e) }] : [];
      })
    : [];
  const Summary = registry.templates.errorSummary;
  return (
    <div className="field-form">
      <Summary items={summary} focusKey={summary.length > 0 ? form.state.submitCount : 0} />
      {fields.map((field) => {
        const entry = widgetFor(registry, field.type);
        if (!entry) return null;
        const id = idOf(field);
        const error = form.errors[field.name] ?? null;
        if (hidden.includes(field.name) && error === null) return null;
        const eligibility = form.state.eligibility[field.name];
        const note = eligibility?.kind === 'note' ? eligibility.message : null;
        return (
          <Fragment key={field.name}>
            <FieldRow
              field={field}
              id={id}
              label={text.label(field.displayName)}
              error={error ? text.message(error) : null}
              note={note ? text.message(note) : null}
              value={form.state.values[field.name]}
              env={env}
              entry={entry}
              template={registry.templates.field}
              change={change}
              blur={form.blur}
              uploadError={form.uploadError}
            />
            {after[field.name]}
          </Fragment>
        );
      })}
    </div>
  );
}

/** One field: its template around its widget. Drawn again only when one of its props changes (memo). */
const FieldRow = memo(function FieldRow(props: {
  readonly field: FieldSpec;
  readonly id: string;
  readonly label: string;
  readonly error: string | null;
  readonly note: string | null;
  readonly value: FieldValue | undefined;
  readonly env: WidgetEnvironment;
  readonly entry: WidgetEntry;
  readonly template: FieldRegistry['templates']['field'];
  readonly change: FieldFormController['change'];
  readonly blur: FieldFormController['blur'];
  readonly uploadError: FieldFormController['uploadError'];
}) {
  const { field, id, error, note } = props;
  const describedBy = [error ? `${id}-error` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined;
  const Template = props.template;
  const Widget = props.entry.component;
  return (
    <Template field={field} id={id} label={props.label} grouped={props.entry.grouped} error={error} errorId={`${id}-error`} note={note} noteId={`${id}-note`}>
      <Widget
        field={field}
        id={id}
        value={props.value}
        invalid={error !== null}
        describedBy={describedBy}
        env={props.env}
        onChange={(v) => props.change(field.name, v)}
        onBlur={() => props.blur(field.name)}
        onUploadError={(m) => props.uploadError(field.name, m)}
      />
    </Template>
  );
});
