import { Fragment, type ReactNode } from 'react';
import type { FieldSpec } from '../config/field-spec';
import { defaultRegistry, widgetFor, type FieldRegistry } from '../registry';
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
  const env: WidgetEnvironment = {
    now: form.ruleContext.now,
    timeZone: form.ruleContext.timeZone,
    minAge: form.ruleContext.minAge,
    countryCode: form.ruleContext.countryCode,
    internationalCode: form.internationalCode,
    fieldByName: (name) => form.fields.find((f) => f.name === name),
    setValues: (values) => {
      for (const [name, value] of Object.entries(values)) form.change(name, value);
    },
    ...(suggestZip ? { suggestZip } : {}),
  };
  const summary = form.state.submitCount > 0
    ? form.fields.flatMap((f) => {
        const e = form.errors[f.name];
        return e ? [{ id: idOf(f), label: text.label(f.displayName), message: text.message(e) }] : [];
      })
    : [];
  const Template = registry.templates.field;
  const Summary = registry.templates.errorSummary;
  return (
    <div className="field-form">
      <Summary items={summary} focusKey={summary.length > 0 ? form.state.submitCount : 0} />
      {form.fields.map((field) => {
        const entry = widgetFor(registry, field.type);
        if (!entry) return null;
        const id = idOf(field);
        const error = form.errors[field.name] ?? null;
        if (hidden.includes(field.name) && error === null) return null;
        const eligibility = form.state.eligibility[field.name];
        const note = eligibility?.kind === 'note' ? eligibility.message : null;
        const describedBy = [error ? `${id}-error` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined;
        const Widget = entry.component;
        return (
          <Fragment key={field.name}>
            <Template
              field={field}
              id={id}
              label={text.label(field.displayName)}
              grouped={entry.grouped}
              error={error ? text.message(error) : null}
              errorId={`${id}-error`}
              note={note ? text.message(note) : null}
              noteId={`${id}-note`}
            >
              <Widget
                field={field}
                id={id}
                value={form.state.values[field.name]}
                invalid={error !== null}
                describedBy={describedBy}
                env={env}
                onChange={(v) => form.change(field.name, v)}
                onBlur={() => form.blur(field.name)}
                onUploadError={(m) => form.uploadError(field.name, m)}
              />
            </Template>
            {after[field.name]}
          </Fragment>
        );
      })}
    </div>
  );
}
