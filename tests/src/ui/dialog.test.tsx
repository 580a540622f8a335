// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, Toast } from '../../../src/ui/dialog';
import { Badge, Button } from '../../../src/ui/button';

afterEach(cleanup);

function WithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel order
      </button>
      {open && (
        <Dialog titleId="t" title="Cancel this order?" onClose={() => setOpen(false)} closeLabel="Close">
          <button type="button">Yes, cancel</button>
          <button type="button" onClick={() => setOpen(false)}>
            Keep it
          </button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog; Escape closes it and focus returns to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<WithDialog />);
    const opener = screen.getByRole('button', { name: 'Cancel order' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab and Shift+Tab inside, and its close button closes it and returns focus', async () => {
    const user = userEvent.setup();
    render(<WithDialog />);
    const opener = screen.getByRole('button', { name: 'Cancel order' });
    await user.click(opener);
    const close = screen.getByRole('button', { name: 'Close' });
    const keep = screen.getByRole('button', { name: 'Keep it' });
    keep.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(keep);
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Toast', () => {
  function Saved() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Save
        </button>
        <Toast open={open} onClose={() => setOpen(false)} closeLabel="Dismiss" duration={3000}>
          Saved
        </Toast>
      </>
    );
  }

  it('speaks in a polite status region that is there before it, and leaves by itself after its time', async () => {
    vi.useFakeTimers();
    try {
      render(<Saved />);
      const region = screen.getByRole('status');
      expect(region.getAttribute('aria-live')).toBe('polite');
      expect(region.textContent).toBe('');
      act(() => screen.getByRole('button', { name: 'Save' }).click());
      expect(region.textContent).toContain('Saved');
      act(() => vi.advanceTimersByTime(2999));
      expect(region.textContent).toContain('Saved');
      act(() => vi.advanceTimersByTime(1));
      expect(region.textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('its close button dismisses it at once', async () => {
    const user = userEvent.setup();
    render(<Saved />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('Button', () => {
  it('draws the hierarchy by class, primary plain', () => {
    render(
      <>
        <Button>Go</Button>
        <Button variant="danger">Stop</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Go' }).className).toBe('');
    expect(screen.getByRole('button', { name: 'Stop' }).className).toBe('danger');
  });

  it('unavailable with a reason: aria-disabled, still focusable, says why by aria-describedby, and a press does nothing', async () => {
    const user = userEvent.setup();
    const pressed = vi.fn();
    render(
      <form onSubmit={(e) => (e.preventDefault(), pressed())}>
        <Button type="submit" disabledReason="Choose a number first" reasonId="why" onClick={pressed}>
          Continue
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe('why');
    expect(document.getElementById('why')?.textContent).toBe('Choose a number first');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.click(button);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('Badge: one class per meaning', () => {
    render(<Badge tone="warning">Waiting for activation</Badge>);
    expect(screen.getByText('Waiting for activation').className).toBe('badge badge-warning');
  });
});
