import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { useEffect, type ReactNode } from 'react';
import { FieldForm, useEkycForm, useFieldForm, type EkycForm, type FieldFormController, type FieldFormOptions, type FieldFormProps, type FieldSpec } from '../../../fields';
import { NOW } from '../fixtures';

/** Test-only messages: ids render as themselves except these, which need values. */
export const MESSAGES: Record<string, string> = { otp_digit_label: 'digit {index} of {total}' };

/** Wraps UI in react-intl with the test messages and silent missing-message errors. */
export function withIntl(ui: ReactNode) {
  return (
    <IntlProvider locale="en" messages={MESSAGES} onError={() => undefined}>
      {ui}
    </IntlProvider>
  );
}

/** Last controller rendered, for assertions on state the DOM does not show. */
export const seen: { form: FieldFormController | null } = { form: null };

function NextButton({ form }: { form: FieldFormController }) {
  return (
    <button type="button" aria-disabled={!form.canSubmit} onClick={() => form.submit()}>
      next
    </button>
  );
}

function Plain(props: { fields: readonly FieldSpec[]; options?: Partial<FieldFormOptions>; suggestZip?: FieldFormProps['suggestZip'] }) {
  const form = useFieldForm({ now: () => NOW, ...props.options, fields: props.fields });
  useEffect(() => {
    seen.form = form;
  });
  return (
    <>
      <FieldForm form={form} {...(props.suggestZip ? { suggestZip: props.suggestZip } : {})} />
      <NextButton form={form} />
    </>
  );
}

function Ekyc(props: { config: EkycForm; nationalities: string[] | null; options?: Partial<FieldFormOptions> }) {
  const form = useEkycForm({ now: () => NOW, ...props.options, config: props.config, nationalities: props.nationalities });
  useEffect(() => {
    seen.form = form;
  });
  return (
    <>
      <FieldForm form={form} idPrefix="kyc" />
      <NextButton form={form} />
    </>
  );
}

/** Renders a form for `fields` with a Next button that calls submit(). */
export function renderForm(fields: readonly FieldSpec[], options: Partial<FieldFormOptions> = {}, suggestZip?: FieldFormProps['suggestZip']) {
  return render(withIntl(<Plain fields={fields} options={options} suggestZip={suggestZip} />));
}

/** Renders the eKYC form (selects + group) with a Next button. */
export function renderEkyc(config: EkycForm, nationalities: string[] | null = ['PK', 'SG'], options: Partial<FieldFormOptions> = {}) {
  return render(withIntl(<Ekyc config={config} nationalities={nationalities} options={options} />));
}

/** Bytes of a tiny PNG / PDF / GIF file for upload tests. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4 test');
export const GIF_BYTES = new TextEncoder().encode('GIF89a......');
