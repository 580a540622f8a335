// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldForm, parseFormConfig, useFieldForm } from '../../../fields';
import { BILLING_CONFIG } from '../sample-configs';
import { NOW } from '../fixtures';
import { withIntl } from './harness';

afterEach(cleanup);

const fields = parseFormConfig(BILLING_CONFIG, 'billing').fields;
const city = fields.find((f) => f.name === 'city')!;

/** A form whose city the page shows another way (the postal read-back, issue 46), with a line after the postal code. */
function Host({ initial }: { initial: Record<string, string> }) {
  const form = useFieldForm({ now: () => NOW, fields, initialValues: initial });
  return withIntl(
    <>
      <FieldForm form={form} idPrefix="b" hidden={['city']} after={{ postalCode: <p data-testid="after-postal">read back</p> }} />
      <button type="button" onClick={() => form.submit()}>
        next
      </button>
    </>,
  );
}

describe('FieldForm hidden and after (issue 46)', () => {
  it('a hidden field with a value is not drawn; what the page gives is drawn right after its field', () => {
    render(<Host initial={{ city: 'Lahore' }} />);
    expect(document.getElementById('b-city')).toBeNull();
    const after = screen.getByTestId('after-postal');
    expect(after.previousElementSibling?.contains(document.getElementById('b-postalCode'))).toBe(true);
  });

  it('a hidden field with an error is drawn all the same, so the error summary leads somewhere', async () => {
    expect(city.mandatory).toBe(true);
    render(<Host initial={{}} />);
    expect(document.getElementById('b-city')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(document.getElementById('b-city')).not.toBeNull();
    expect(document.getElementById('b-city')?.getAttribute('aria-invalid')).toBe('true');
  });
});
