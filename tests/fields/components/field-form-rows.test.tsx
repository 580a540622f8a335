// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRegistry, defaultRegistry, FieldForm, parseFormConfig, useFieldForm, type WidgetProps } from '../../../fields';
import { BILLING_CONFIG } from '../sample-configs';
import { NOW } from '../fixtures';
import { withIntl } from './harness';

afterEach(cleanup);

const fields = parseFormConfig(BILLING_CONFIG, 'billing').fields;
const textFields = fields.filter((f) => f.type === 'text');

/** How often each field's widget was drawn, by field name (counted as each drawing is committed). */
const drawn = new Map<string, number>();
const Text = defaultRegistry.widgets.TextWidget.component;
function CountingText(props: WidgetProps) {
  const name = props.field.name;
  useEffect(() => {
    drawn.set(name, (drawn.get(name) ?? 0) + 1);
  });
  return <Text {...props} />;
}
const registry = createRegistry({ widgets: { TextWidget: { component: CountingText, grouped: false } } });

function Host() {
  const form = useFieldForm({ now: () => NOW, fields });
  return withIntl(
    <>
      <FieldForm form={form} idPrefix="b" registry={registry} />
      <button type="button" onClick={() => form.submit()}>
        next
      </button>
    </>,
  );
}

describe('FieldForm draws only the field that changed (issue 47)', () => {
  it('a key in one box draws that box again and no other; a Next attempt draws those whose error appears', async () => {
    expect(textFields.length).toBeGreaterThan(2);
    const [typed, ...others] = textFields;
    render(<Host />);
    drawn.clear();
    const box = document.getElementById(`b-${typed!.name}`) as HTMLInputElement;
    await userEvent.type(box, 'Lah');
    expect(box.value).toBe('Lah');
    expect(drawn.get(typed!.name)).toBeGreaterThanOrEqual(3);
    for (const f of others) expect(drawn.get(f.name) ?? 0).toBe(0);

    // Next shows every missing answer: the empty mandatory boxes are drawn with their message, the typed one keeps its text.
    drawn.clear();
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    const mandatoryEmpty = others.filter((f) => f.mandatory);
    expect(mandatoryEmpty.length).toBeGreaterThan(0);
    for (const f of mandatoryEmpty) {
      expect(drawn.get(f.name)).toBeGreaterThanOrEqual(1);
      expect(document.getElementById(`b-${f.name}`)?.getAttribute('aria-invalid')).toBe('true');
    }
    expect(box.value).toBe('Lah');
  });
});
