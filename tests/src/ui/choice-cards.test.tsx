// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { ChoiceCard, ChoiceCards, RadioCards } from '../../../src/ui/choice-cards';
import { SegmentedControl } from '../../../src/ui/segmented-control';

afterEach(cleanup);

// user-event walks a radio group by name with CSS.escape, which jsdom lacks (the names here need no escaping).
const css = globalThis as { CSS?: { escape?: (s: string) => string } };
css.CSS ??= {};
css.CSS.escape ??= (s: string) => s;

function Numbers() {
  const [value, setValue] = useState<'NEW' | 'PORT_IN' | 'KEEP'>('NEW');
  return (
    <RadioCards
      legend="Number"
      name="number"
      value={value}
      onChange={setValue}
      options={[
        { value: 'NEW', label: 'Get a new number', description: 'Pick one below', price: 'Rs 0' },
        { value: 'PORT_IN', label: 'Bring my number' },
        { value: 'KEEP', label: 'Keep it', disabled: true },
      ]}
    />
  );
}

describe('RadioCards: a radio group drawn as cards', () => {
  it('is a named group of native radios whose name holds label, description and price, the chosen one checked', () => {
    render(<Numbers />);
    expect(screen.getByRole('group', { name: 'Number' })).toBeTruthy();
    const fresh = screen.getByRole('radio', { name: /Get a new number/ }) as HTMLInputElement;
    expect(fresh.checked).toBe(true);
    expect(fresh.closest('label')?.textContent).toContain('Pick one below');
    expect(fresh.closest('label')?.textContent).toContain('Rs 0');
    expect((screen.getByRole('radio', { name: 'Bring my number' }) as HTMLInputElement).checked).toBe(false);
  });

  it('moves the choice with the arrow keys as native radios do, and the card of the chosen one shows it', async () => {
    const user = userEvent.setup();
    render(<Numbers />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Get a new number/ }));
    await user.keyboard('{ArrowDown}');
    const port = screen.getByRole('radio', { name: 'Bring my number' }) as HTMLInputElement;
    expect(port.checked).toBe(true);
    expect(document.activeElement).toBe(port);
    // The tick (the mark) belongs to the card of the checked input: the stylesheet shows it for input:checked.
    expect(port.nextElementSibling?.classList.contains('choice-card-mark')).toBe(true);
    expect(port.nextElementSibling?.getAttribute('aria-hidden')).toBe('true');
    expect((screen.getByRole('radio', { name: /Get a new number/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('a disabled option cannot be chosen by a click', async () => {
    const user = userEvent.setup();
    render(<Numbers />);
    await user.click(screen.getByText('Keep it'));
    expect((screen.getByRole('radio', { name: 'Keep it' }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('ChoiceCard as a checkbox', () => {
  function Extras() {
    const [on, setOn] = useState(false);
    return (
      <ChoiceCards legend="Add-ons">
        <ChoiceCard type="checkbox" id="extra-data" checked={on} onChange={setOn} label="10 GB data" price="Rs 300" />
      </ChoiceCards>
    );
  }

  it('Space ticks and unticks it; its state is the native checkbox state a screen reader reads', async () => {
    const user = userEvent.setup();
    render(<Extras />);
    const box = screen.getByRole('checkbox', { name: /10 GB data/ }) as HTMLInputElement;
    expect(box.id).toBe('extra-data');
    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard(' ');
    expect(box.checked).toBe(true);
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
    await user.click(screen.getByText('10 GB data'));
    expect(box.checked).toBe(true);
  });
});

describe('SegmentedControl', () => {
  function Sim() {
    const [sim, setSim] = useState<'physical' | 'esim'>('physical');
    return (
      <>
        <SegmentedControl legend="SIM type" name="sim" value={sim} onChange={setSim} options={[{ value: 'physical', label: 'Physical SIM' }, { value: 'esim', label: 'eSIM' }]} />
        <output>{sim}</output>
      </>
    );
  }

  it('is a named radio group: arrows change the segment and the value', async () => {
    const user = userEvent.setup();
    render(<Sim />);
    expect(screen.getByRole('group', { name: 'SIM type' })).toBeTruthy();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'eSIM' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('esim');
  });

  it('wrap (the plan filters): the same radio group, and disabled while what it filters loads', async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    const filters = (disabled: boolean) => (
      <SegmentedControl legend="Plan length" name="f" wrap disabled={disabled} value="all" onChange={(v) => picked.push(v)} options={(['all', 'monthly', 'weekly'] as const).map((v) => ({ value: v, label: v }))} />
    );
    const { rerender } = render(filters(true));
    const group = screen.getByRole('group', { name: 'Plan length' });
    expect(group.className).toContain('segmented-wrap');
    await user.click(screen.getByRole('radio', { name: 'weekly' }));
    expect(picked).toEqual([]);
    expect(screen.getByRole('radio', { name: 'weekly' }).matches(':disabled')).toBe(true);
    rerender(filters(false));
    await user.click(screen.getByRole('radio', { name: 'weekly' }));
    expect(picked).toEqual(['weekly']);
  });
});

describe('ChoiceCards: a group that is wrong says so', () => {
  const group = (error?: string) => (
    <IntlProvider locale="en" messages={{ pick_one: 'Choose one of these' }}>
      <ChoiceCards id="reason" legend="Why" error={error}>
        <ChoiceCard name="why" value="a" checked={false} onChange={() => undefined} label="A" />
      </ChoiceCards>
    </IntlProvider>
  );

  it('announces its error under the cards, and the group is invalid and described by it', () => {
    render(group('pick_one'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Choose one of these');
    const fieldset = screen.getByRole('group', { name: 'Why' });
    expect(fieldset.getAttribute('aria-invalid')).toBe('true');
    expect(fieldset.getAttribute('aria-describedby')).toBe('reason-error');
    expect(alert.id).toBe('reason-error');
  });

  it('without an error: no alert, not invalid, described by nothing', () => {
    render(group());
    expect(screen.queryByRole('alert')).toBeNull();
    const fieldset = screen.getByRole('group', { name: 'Why' });
    expect(fieldset.getAttribute('aria-invalid')).toBeNull();
    expect(fieldset.getAttribute('aria-describedby')).toBeNull();
  });
});
