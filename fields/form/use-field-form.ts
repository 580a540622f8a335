import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { FieldSpec } from '../config/field-spec';
import { eligibilityOutcome } from '../rules/eligibility-rules';
import { validateField } from '../rules/field-rules';
import { DEFAULT_RULE_CONTEXT, type RuleContext, type RuleMessage } from '../rules/rule';
import {
  allErrors,
  formReducer,
  initialFormState,
  visibleErrors,
  type ClearOnChange,
  type FieldValue,
  type FormAction,
  type FormState,
} from './form-state';

/** Document-ID eligibility wiring (SPEC §5); pass it only when shouldCheckEligibility(...) holds. */
export interface EligibilityCheck {
  readonly check: (documentId: string, documentType: string) => Promise<boolean>;
  readonly portInEnabled: boolean;
}

/** Options of useFieldForm. `now` is injectable so tests never read the real clock. */
export interface FieldFormOptions {
  readonly fields: readonly FieldSpec[];
  readonly initialValues?: Record<string, FieldValue>;
  readonly now?: () => number;
  readonly timeZone?: string;
  readonly minAge?: number;
  readonly countryCode?: string;
  /** Country international code shown before phone fields, e.g. '+92'. */
  readonly internationalCode?: string;
  readonly clearOnChange?: ClearOnChange;
  readonly eligibility?: EligibilityCheck;
}

/** What the form renderer and the page work with. */
export interface FieldFormController {
  readonly fields: readonly FieldSpec[];
  readonly state: FormState;
  /** Errors the customer should see now. */
  readonly errors: Readonly<Record<string, RuleMessage>>;
  /** True when Next may proceed: no error anywhere, mandatory fields filled. */
  readonly canSubmit: boolean;
  readonly internationalCode: string;
  readonly ruleContext: RuleContext;
  change(name: string, value: FieldValue | undefined): void;
  blur(name: string): void;
  uploadError(name: string, message: RuleMessage): void;
  /** A Next attempt: reveals every error; returns true when the form is valid. */
  submit(): boolean;
}

/** Headless form state over a field list: values, touch, Next attempts, derived errors. */
export function useFieldForm(options: FieldFormOptions): FieldFormController {
  const { fields, clearOnChange, eligibility } = options;
  const reducer = useCallback((s: FormState, a: FormAction) => formReducer(s, a, clearOnChange), [clearOnChange]);
  const [state, dispatch] = useReducer(reducer, undefined, () => initialFormState(fields, options.initialValues));
  const now = options.now ?? Date.now;
  const ruleContext: RuleContext = {
    now: now(),
    timeZone: options.timeZone ?? DEFAULT_RULE_CONTEXT.timeZone,
    minAge: options.minAge ?? DEFAULT_RULE_CONTEXT.minAge,
    countryCode: options.countryCode ?? DEFAULT_RULE_CONTEXT.countryCode,
    values: state.values,
  };
  const errorsNow = allErrors(fields, state, ruleContext);
  const canSubmit = Object.keys(errorsNow).length === 0;
  // The latest values, for an eligibility answer arriving after the customer typed on.
  const latestValues = useRef(state.values);
  useEffect(() => {
    latestValues.current = state.values;
  }, [state.values]);

  const blurNow = (name: string): void => {
    dispatch({ type: 'blur', name });
    const field = fields.find((f) => f.name === name);
    const value = state.values[name];
    // The eKYC document id, and the personal-details CNIC (SPEC §5 "a similar check").
    const checked = field?.type === 'document-id' || field?.name === 'CNICNumber';
    if (!eligibility || !field || !checked || typeof value !== 'string' || value === '') return;
    if (validateField(field, value, ruleContext) !== null || state.eligibility[name]) return;
    eligibility
      .check(value, field.groupName ?? 'CNIC')
      .then((eligible) => {
        if (latestValues.current[name] === value) {
          dispatch({ type: 'eligibility', name, outcome: eligibilityOutcome(eligible, eligibility.portInEnabled) });
        }
      })
      .catch(() => undefined); // A failed check must not block the customer; the server checks again.
  };
  // The handlers keep their identity from key to key, so a field's row is drawn again only when its own value, error
  // or note changes (issue 47: every key drew the whole form). Blur reads the latest values through a ref.
  const latestBlur = useRef(blurNow);
  // Set as the render is committed (a layout effect), not after the paint: a Tab right after a key blurs with its value.
  useLayoutEffect(() => {
    latestBlur.current = blurNow;
  });
  const blur = useCallback((name: string) => latestBlur.current(name), []);
  const change = useCallback((name: string, value: FieldValue | undefined) => dispatch({ type: 'change', name, value }), []);
  const uploadError = useCallback((name: string, message: RuleMessage) => dispatch({ type: 'uploadError', name, message }), []);

  return {
    fields,
    state,
    errors: visibleErrors(errorsNow, state),
    canSubmit,
    internationalCode: options.internationalCode ?? '+92',
    ruleContext,
    change,
    blur,
    uploadError,
    submit: () => {
      dispatch({ type: 'submit' });
      return canSubmit;
    },
  };
}
