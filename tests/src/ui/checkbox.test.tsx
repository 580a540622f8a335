// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from '../../../src/ui/checkbox';

afterEach(cleanup);

/** A consent as a page holds one: the error shows after a try while it is not ticked. */
function Consent({ tried = false }: { tried?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <Checkbox id="terms" checked={on} onChange={setOn} label="I accept the terms" hint="You can read them first" error={tried && !on && 'Accept the terms to go on'} />
      <output>{String(on)}</output>
    </>
  );
}

describe('Checkbox: a single checkbox of the design system (issue 46)', () => {
  it('is a native checkbox named by its label and described by its hint, with the mark beside it hidden from readers', () => {
    render(<Consent />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBe('terms-hint');
    expect(document.getElementById('terms-hint')?.textContent).toBe('You can read them first');
    expect(box.closest('label')?.querySelector('.checkbox-mark')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('Space and a click on its words tick and untick it', async () => {
    const user = userEvent.setup();
    render(<Consent />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' }) as HTMLInputElement;
    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard(' ');
    expect(box.checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('true');
    await user.click(screen.getByText('I accept the terms'));
    expect(box.checked).toBe(false);
  });

  it('an error is announced, ties to the box and makes it invalid; ticking it clears the error', async () => {
    const user = userEvent.setup();
    render(<Consent tried />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(screen.getByRole('alert').textContent).toBe('Accept the terms to go on');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('terms-hint terms-error');
    await user.click(box);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('a disabled box cannot be changed; named ids are kept (a page whose tests and links use them)', async () => {
    const user = userEvent.setup();
    let changed = 0;
    render(<Checkbox id="renew" disabled checked onChange={() => changed++} label="Renew" error="Not now" errorId="renew-problem" />);
    const box = screen.getByRole('checkbox', { name: 'Renew' }) as HTMLInputElement;
    await user.click(box);
    expect(changed).toBe(0);
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBe('renew-problem');
  });
});
