// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../../../../src/api/api-context';
import { ApiError } from '../../../../src/api/api-error';
import type { ApiClient } from '../../../../src/api/api-client';
import LoginPage from '../../../../src/features/auth/login-page';
import { rememberSignInLock } from '../../../../src/features/auth/sign-in-lock';
import { notifications } from '../../../../src/notifications/notification-store';
import { queryKeys } from '../../../../src/api/queries';

// 15:45 in Karachi (UTC+5), where the intl provider below formats times.
const RETRY_AT = Date.UTC(2026, 10, 25, 10, 45);
const locked = new ApiError('http', { status: 422, code: 422005, description: 'Too many sign-in attempts', retryAt: RETRY_AT }, 'SIGNIN');

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

function show(locale: 'en' | 'ur', call = vi.fn(async () => Promise.reject(locked)), client = new QueryClient({ defaultOptions: { mutations: { retry: false } } }), path = '/web/login') {
  const { hook } = memoryLocation({ path });
  render(
    <IntlProvider locale={locale} timeZone="Asia/Karachi" messages={{}} onError={() => undefined}>
      <ApiContext.Provider value={{ call } as unknown as ApiClient}>
        <QueryClientProvider client={client}>
          <Router hook={hook}>
            <LoginPage />
          </Router>
        </QueryClientProvider>
      </ApiContext.Provider>
    </IntlProvider>,
  );
  return call;
}

describe('login page, sign-in locked (422005 with retryAt)', () => {
  it.each([
    { locale: 'en' as const, text: /^Too many attempts\. Try again at 15:45\.$/ },
    { locale: 'ur' as const, text: /^بہت زیادہ کوششیں ہو چکی ہیں۔ [^A-Za-z]*15:45[^A-Za-z]* پر دوبارہ کوشش کریں۔$/ },
  ])('$locale: says when to try again, the time isolated, and keeps what the customer typed', async ({ locale, text }) => {
    const notify = vi.spyOn(notifications, 'notify');
    const call = show(locale);
    const field = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '03001234567' } });
    fireEvent.click(screen.getByRole('button'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(text);
    expect(alert.querySelector('bdi')?.textContent).toMatch(/15:45/);
    expect(field.value).toBe('03001234567');
    expect(call).toHaveBeenCalledWith('SIGNIN', { body: { identifier: '923001234567', channel: expect.any(String) } });
    expect(notify).not.toHaveBeenCalled();
    notify.mockRestore();
  });

  it('a lock left by the code page is shown with the identifier filled in', async () => {
    rememberSignInLock({ identifier: 'ali@example.pk', retryAt: Date.now() + 10 * 60_000 });
    show('en');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('ali@example.pk');
    expect(screen.getByRole('alert').textContent).toMatch(/^Too many attempts\. Try again at/);
  });

  it('any other refusal is still a danger notification keyed by its code', async () => {
    const notify = vi.spyOn(notifications, 'notify');
    show('en', vi.fn(async () => Promise.reject(new ApiError('http', { status: 422, code: 422005, description: 'blocked' }, 'SIGNIN'))));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ali@example.pk' } });
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'danger', messageId: 'something_wrong' }));
    expect(screen.queryByRole('alert')).toBeNull();
    notify.mockRestore();
  });

  it('trying again takes the lock away until the answer, and two quick presses send once', async () => {
    rememberSignInLock({ identifier: 'ali@example.pk', retryAt: Date.now() + 10 * 60_000 });
    let answer: (value: unknown) => void = () => undefined;
    const call = show('en', vi.fn(() => new Promise<never>((resolve) => (answer = resolve as (value: unknown) => void))));
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(call).toHaveBeenCalledTimes(1);
    answer({ requestId: 'r1', expiresIn: 120 });
  });

  it('the lock left is read from storage once, through the query cache, and forgotten there at the next try; a later opening starts clear', async () => {
    rememberSignInLock({ identifier: 'ali@example.pk', retryAt: Date.now() + 10 * 60_000 });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    show('en', vi.fn(() => new Promise<never>(() => undefined)), client);
    expect(client.getQueryData(queryKeys.handedOverSignInLock())).toMatchObject({ identifier: 'ali@example.pk' });
    expect(sessionStorage.length).toBe(0);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(client.getQueryData(queryKeys.handedOverSignInLock())).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    show('en');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// Issue 45: a number no account signs in with is told under the field; a session that ended says why.
const noAccount = new ApiError('http', { status: 422, code: 'NO_ACCOUNT_FOR_NUMBER', description: 'No account' }, 'SIGNIN');

describe('login page, sign-in by number and a session that ended (issue 45)', () => {
  it.each([
    { locale: 'en' as const, text: /^No account signs in with this mobile number\./ },
    { locale: 'ur' as const, text: /^اس موبائل نمبر سے کوئی اکاؤنٹ/ },
  ])('$locale: a number with no account is told in place, tied to the field, and typing again clears it', async ({ locale, text }) => {
    const notify = vi.spyOn(notifications, 'notify');
    const call = show(locale, vi.fn(async () => Promise.reject(noAccount)));
    const field = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '+92 345-123 4567' } });
    fireEvent.click(screen.getByRole('button'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(text);
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(call).toHaveBeenCalledWith('SIGNIN', { body: { identifier: '923451234567', channel: expect.any(String) } });
    expect(notify).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '03451234568' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    notify.mockRestore();
  });

  it.each([
    { locale: 'en' as const, ended: 'expired', text: /^Your session has expired\./ },
    { locale: 'en' as const, ended: 'revoked', text: /^You were signed out because your session was ended/ },
    { locale: 'ur' as const, ended: 'expired', text: /^آپ کا سیشن ختم ہو گیا ہے۔/ },
    { locale: 'ur' as const, ended: 'revoked', text: /^آپ کو سائن\sآؤٹ کر دیا گیا/ }, // سائن آؤٹ is one word (a non-breaking space)
  ])('$locale: a session that $ended says so, and the sign-in keeps the page to go back to', async ({ locale, ended, text }) => {
    const call = show(locale, vi.fn(() => new Promise<never>(() => undefined)), undefined, `/web/login?reset=true&ended=${ended}&redirect=%2Fprofile`);
    expect(screen.getByRole('status').textContent).toMatch(text);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ali@example.pk' } });
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(call).toHaveBeenCalled());
  });

  it('a made-up reason says nothing', () => {
    show('en', undefined, undefined, '/web/login?ended=hacked');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
