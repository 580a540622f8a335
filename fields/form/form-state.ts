import type { FieldSpec } from '../config/field-spec';
import type { FileKind } from '../rules/image-rules';
import type { EligibilityOutcome } from '../rules/eligibility-rules';
import type { RuleContext, RuleMessage } from '../rules/rule';
import { validateFields } from '../rules/field-rules';

/** A file the customer picked, with the kind its bytes showed. */
export interface PickedFile {
  readonly file: File;
  readonly kind: FileKind;
}

/** A field's value: text (selects and dates included) or a picked file. */
export type FieldValue = string | PickedFile;

/**
 * Everything a form remembers. Errors are derived, not stored, except those that come from outside
 * the rules: upload failures and the eligibility answer.
 */
export interface FormState {
  readonly values: Readonly<Record<string, FieldValue | undefined>>;
  readonly touched: Readonly<Record<string, true>>;
  readonly submitCount: number;
  readonly uploadErrors: Readonly<Record<string, RuleMessage>>;
  readonly eligibility: Readonly<Record<string, EligibilityOutcome>>;
}

/** What can happen to a form. */
export type FormAction =
  | { readonly type: 'change'; readonly name: string; readonly value: FieldValue | undefined }
  | { readonly type: 'blur'; readonly name: string }
  | { readonly type: 'submit' }
  | { readonly type: 'uploadError'; readonly name: string; readonly message: RuleMessage }
  | { readonly type: 'eligibility'; readonly name: string; readonly outcome: EligibilityOutcome };

/** Fields cleared when another changes, e.g. { documentType: ['frontPage', 'backPage', 'selfieImage'] }. */
export type ClearOnChange = Readonly<Record<string, readonly string[]>>;

/** Initial state from the fields' config values, overridden by `values` (e.g. a saved draft). */
export function initialFormState(fields: readonly FieldSpec[], values: Record<string, FieldValue> = {}): FormState {
  const initial: Record<string, FieldValue | undefined> = {};
  for (const f of fields) if (f.initialValue !== '') initial[f.name] = f.initialValue;
  return { values: { ...initial, ...values }, touched: {}, submitCount: 0, uploadErrors: {}, eligibility: {} };
}

function without<T>(record: Readonly<Record<string, T>>, names: readonly string[]): Record<string, T> {
  const copy = { ...record };
  for (const n of names) delete copy[n];
  return copy;
}

/** Pure reducer: changing a value drops its upload error and eligibility answer, and clears dependants. */
export function formReducer(state: FormState, action: FormAction, clearOnChange: ClearOnChange = {}): FormState {
  switch (action.type) {
    case 'change': {
      const cleared = state.values[action.name] !== action.value ? (clearOnChange[action.name] ?? []) : [];
      const names = [action.name, ...cleared];
      const values = { ...without(state.values, cleared), [action.name]: action.value };
      return { ...state, values, uploadErrors: without(state.uploadErrors, names), eligibility: without(state.eligibility, names) };
    }
    case 'blur':
      return state.touched[action.name] ? state : { ...state, touched: { ...state.touched, [action.name]: true } };
    case 'submit':
      return { ...state, submitCount: state.submitCount + 1 };
    case 'uploadError':
      return {
        ...state,
        values: without(state.values, [action.name]),
        touched: { ...state.touched, [action.name]: true },
        uploadErrors: { ...state.uploadErrors, [action.name]: action.message },
      };
    case 'eligibility':
      return { ...state, eligibility: { ...state.eligibility, [action.name]: action.outcome } };
  }
}

/** Every current error, shown or not: rule failures, then upload and eligibility errors. */
export function allErrors(fields: readonly FieldSpec[], state: FormState, ctx: RuleContext): Record<string, RuleMessage> {
  const errors = validateFields(fields, { ...ctx, values: state.values });
  for (const f of fields) {
    const upload = state.uploadErrors[f.name];
    const eligibility = state.eligibility[f.name];
    if (upload) errors[f.name] = upload;
    else if (!errors[f.name] && eligibility?.kind === 'error') errors[f.name] = eligibility.message;
  }
  return errors;
}

/** Errors the customer sees: only for fields touched (blurred) or after a Next attempt. */
export function visibleErrors(errors: Readonly<Record<string, RuleMessage>>, state: FormState): Record<string, RuleMessage> {
  if (state.submitCount > 0) return { ...errors };
  const shown: Record<string, RuleMessage> = {};
  for (const [name, e] of Object.entries(errors)) if (state.touched[name] || state.uploadErrors[name]) shown[name] = e;
  return shown;
}
