/**
 * fields/: server field config → widgets + validation rules → message ids.
 * Pure parts (rules, config parsing, form state) import no React; `fields/rules` is safe for Node.
 */
export * from './rules';
export { reportProblem, setProblemSink, resetReportedProblems, type FieldProblem, type FieldProblemCode, type ProblemSink } from './report-problem';
export * from './config/field-spec';
export * from './config/field-order';
export { compileFieldRegex, type CompiledRegex } from './config/compile-regex';
export { parseEkycConfig, parseFormConfig, type EkycForm, type ParsedForm } from './config/parse-field-config';
export * from './form/form-state';
export * from './form/ekyc-fields';
export { useFieldForm, type EligibilityCheck, type FieldFormController, type FieldFormOptions } from './form/use-field-form';
export { useEkycForm, type EkycFormOptions } from './form/use-ekyc-form';
export { FieldForm, type FieldFormProps } from './form/field-form';
export { WIDGET_FOR_TYPE, createRegistry, defaultRegistry, widgetFor, type FieldRegistry, type WidgetEntry, type WidgetName } from './registry';
export { FieldTemplate, type FieldTemplateProps } from './templates/field-template';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './templates/error-summary';
export { OtpInput, wholeCode, type OtpInputProps } from './widgets/otp-input';
export { inputShapeOf, type InputShape } from './widgets/input-shape';
export type { WidgetEnvironment, WidgetProps } from './widgets/widget-props';
