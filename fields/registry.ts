import type { ComponentType } from 'react';
import type { FieldType } from './config/field-spec';
import { reportProblem } from './report-problem';
import { ErrorSummary, type ErrorSummaryProps } from './templates/error-summary';
import { FieldTemplate, type FieldTemplateProps } from './templates/field-template';
import { ConfirmWidget } from './widgets/confirm-widget';
import { DateWidget } from './widgets/date-widget';
import { DocumentIdWidget } from './widgets/document-id-widget';
import { ImageWidget } from './widgets/image-widget';
import { PhoneWidget } from './widgets/phone-widget';
import { SelectWidget } from './widgets/select-widget';
import { TextWidget } from './widgets/text-widget';
import type { WidgetProps } from './widgets/widget-props';
import { ZipCodeWidget } from './widgets/zip-code-widget';

/** Field type → widget name. Literal-typed: a type without a widget, or a misspelt name, fails to compile. */
export const WIDGET_FOR_TYPE = {
  text: 'TextWidget',
  'document-id': 'DocumentIdWidget',
  phone: 'PhoneWidget',
  image: 'ImageWidget',
  'text-confirm': 'ConfirmWidget',
  'zip-code': 'ZipCodeWidget',
  select: 'SelectWidget',
  date: 'DateWidget',
} as const satisfies Record<FieldType, string>;

/** Name of a registered widget. */
export type WidgetName = (typeof WIDGET_FOR_TYPE)[FieldType];

/** A widget and whether it has several controls (then it is framed by fieldset/legend). */
export interface WidgetEntry {
  readonly component: ComponentType<WidgetProps>;
  readonly grouped: boolean;
}

/** Widgets by name, templates by role, and the type → widget alias map. */
export interface FieldRegistry {
  readonly widgets: Readonly<Record<WidgetName, WidgetEntry>>;
  readonly templates: {
    readonly field: ComponentType<FieldTemplateProps>;
    readonly errorSummary: ComponentType<ErrorSummaryProps>;
  };
  readonly widgetForType: Readonly<Record<FieldType, WidgetName>>;
}

/** The default registry: one widget per field type. */
export const defaultRegistry: FieldRegistry = {
  widgets: {
    TextWidget: { component: TextWidget, grouped: false },
    DocumentIdWidget: { component: DocumentIdWidget, grouped: false },
    PhoneWidget: { component: PhoneWidget, grouped: false },
    ImageWidget: { component: ImageWidget, grouped: true },
    ConfirmWidget: { component: ConfirmWidget, grouped: false },
    ZipCodeWidget: { component: ZipCodeWidget, grouped: false },
    SelectWidget: { component: SelectWidget, grouped: false },
    DateWidget: { component: DateWidget, grouped: true },
  },
  templates: { field: FieldTemplate, errorSummary: ErrorSummary },
  widgetForType: WIDGET_FOR_TYPE,
};

/** A registry with some widgets or templates replaced, e.g. a branded select. */
export function createRegistry(overrides: {
  widgets?: Partial<Record<WidgetName, WidgetEntry>>;
  templates?: Partial<FieldRegistry['templates']>;
}): FieldRegistry {
  return {
    widgets: { ...defaultRegistry.widgets, ...overrides.widgets },
    templates: { ...defaultRegistry.templates, ...overrides.templates },
    widgetForType: WIDGET_FOR_TYPE,
  };
}

/** The widget for a field type, or null (reported once) when the registry has none. */
export function widgetFor(registry: FieldRegistry, type: string): WidgetEntry | null {
  const name = (registry.widgetForType as Readonly<Record<string, WidgetName | undefined>>)[type];
  const entry = name ? registry.widgets[name] : undefined;
  if (entry) return entry;
  reportProblem({ code: 'missing-widget', path: `type/${type}`, detail: `no widget registered for field type "${type}"` });
  return null;
}
