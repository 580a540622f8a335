// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { NotificationRegion } from '../../../src/notifications/notification-region';
import { createNotificationStore } from '../../../src/notifications/notification-store';
import { shellMessages } from '../../../src/i18n/shell-messages';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const mount = (store = createNotificationStore()) => {
  render(
    <IntlProvider locale="en-PK" messages={shellMessages.en}>
      <NotificationRegion store={store} />
    </IntlProvider>,
  );
  return store;
};

describe('notifications', () => {
  it('announces danger in the alert region and info politely', () => {
    const store = mount();
    act(() => {
      store.notify({ type: 'danger', messageId: 'error_network', values: { code: '999999' } });
      store.notify({ type: 'info', messageId: 'locale_unavailable' });
    });
    expect(screen.getByRole('alert').textContent).toContain('999999');
    expect(screen.getByRole('status').textContent).toContain('built-in');
  });

  it.each([
    { name: 'default 5000 ms', duration: undefined, gone: 5000 },
    { name: 'own duration', duration: 1200, gone: 1200 },
  ])('auto-dismisses after its duration ($name)', ({ duration, gone }) => {
    const store = mount();
    act(() => void store.notify({ type: 'success', messageId: 'try_again', ...(duration ? { duration } : {}) }));
    act(() => vi.advanceTimersByTime(gone - 1));
    expect(screen.getByRole('status').textContent).toContain('Try again');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(store.list()).toEqual([]);
  });

  it('has a labelled dismiss button usable from the keyboard', async () => {
    vi.useRealTimers();
    const store = mount();
    act(() => void store.notify({ type: 'info', messageId: 'try_again' }));
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss notification' }));
    await user.keyboard('{Enter}');
    expect(store.list()).toEqual([]);
  });
});
