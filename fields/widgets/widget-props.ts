import type { FieldSpec } from '../config/field-spec';
import type { FieldValue } from '../form/form-state';
import type { RuleMessage } from '../rules/rule';
import type { ZipSuggestion } from '../rules/zip-code-rules';

/** What every widget may know about its surroundings. */
export interface WidgetEnvironment {
  /** Epoch ms used for year lists (injected clock). */
  readonly now: number;
  readonly timeZone: string;
  /** Minimum age of a date of birth (SPEC §5): the birth-year list starts that many years back. */
  readonly minAge?: number;
  /** Configured country (ISO alpha-2); zip suggestions are restricted to it. */
  readonly countryCode: string;
  /** Shown before phone inputs, e.g. '+92'. */
  readonly internationalCode: string;
  /** Look up another field, e.g. the one a text-confirm repeats. */
  fieldByName(name: string): FieldSpec | undefined;
  /** Sets several values at once (a picked zip suggestion fills the city). */
  setValues(values: Record<string, string>): void;
  /** Address suggestions for a typed zip code (the page's lookup); other countries are filtered out. */
  readonly suggestZip?: (typed: string) => readonly ZipSuggestion[];
}

/** Props every widget receives from the form renderer. */
export interface WidgetProps {
  readonly field: FieldSpec;
  /** id of the (first) control; the label and error summary point here. */
  readonly id: string;
  readonly value: FieldValue | undefined;
  readonly invalid: boolean;
  /** Space-separated ids of the error, note and hint texts (aria-describedby). */
  readonly describedBy: string | undefined;
  readonly env: WidgetEnvironment;
  onChange(value: FieldValue | undefined): void;
  onBlur(): void;
  onUploadError(message: RuleMessage): void;
}

/** Common ARIA wiring for a single control. */
export function ariaOf(props: WidgetProps): { 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required': boolean } {
  return {
    'aria-invalid': props.invalid,
    'aria-required': props.field.mandatory,
    ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
  };
}
