// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../../../../src/api/api-context';
import type { ApiClient } from '../../../../src/api/api-client';
import VerifyOtpPage from '../../../../src/features/auth/verify-otp-page';
import { saveNewCodeSession } from '../../../../src/features/auth/code-session';
import { JourneyActorsContext } from '../../../../src/journey/journey-actors';
import { journeyActors } from '../../../../src/features/actors';
import { preloadJourney } from '../../../../src/journey/compiled-journey';

// The page's journey, its actors' modules loaded before the page runs it (as the route's page would wait for them).
beforeAll(() => preloadJourney('otp-timer', journeyActors));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(1_000_000);
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show() {
  const call = vi.fn(async () => ({ requestId: 'req-00000002', expiresIn: 120 }));
  const { hook } = memoryLocation({ path: '/web/verify-otp/login' });
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <ApiContext.Provider value={{ call } as unknown as ApiClient}>
        <JourneyActorsContext.Provider value={journeyActors}>
          <Router hook={hook}>
            <VerifyOtpPage path="/web/verify-otp/login" />
          </Router>
        </JourneyActorsContext.Provider>
      </ApiContext.Provider>
    </IntlProvider>,
  );
  return call;
}

describe('verify-otp page on a simulated clock', () => {
  it('counts down, opens resend at half time and shows the expiry alert at zero', async () => {
    saveNewCodeSession({ flow: 'login', identifier: 'a@b.pk', requestId: 'req-00000001', expiresIn: 120 });
    show();
    const resend = () => screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    expect(resend().disabled).toBe(true);
    expect(screen.getByRole('timer').textContent).toContain('02:00');
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(resend().disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(resend().disabled).toBe(false);
    expect(screen.getByRole('timer').textContent).toContain('01:00');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('heading', { name: 'Code expired' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('after a reload the countdown continues from the saved deadline', async () => {
    saveNewCodeSession({ flow: 'login', identifier: 'a@b.pk', requestId: 'req-00000001', expiresIn: 120 });
    show();
    await act(async () => vi.advanceTimersByTime(70_000));
    cleanup();
    show();
    expect(screen.getByRole('timer').textContent).toContain('00:50');
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a re-sent code is said, empties the boxes, and typing the new code keeps the notice', async () => {
    saveNewCodeSession({ flow: 'login', identifier: 'a@b.pk', requestId: 'req-00000001', expiresIn: 120 });
    const call = show();
    const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
    const notice = () => document.querySelector('.auth-notice')?.textContent;
    fireEvent.change(boxes()[0]!, { target: { value: '4' } });
    expect(boxes()[0]!.value).toBe('4');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(notice()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await act(async () => vi.advanceTimersByTime(0));
    expect(call).toHaveBeenCalledTimes(1);
    expect(notice()).toBe('A new code has been sent.');
    expect(boxes().map((b) => b.value).join('')).toBe('');
    fireEvent.change(boxes()[0]!, { target: { value: '7' } });
    expect(boxes()[0]!.value).toBe('7');
    expect(notice()).toBe('A new code has been sent.');
  });

  it('the sixth digit sends the code with no Next; the refused code retyped is not sent again, another code is, Next sends on purpose (issue 46)', async () => {
    saveNewCodeSession({ flow: 'login', identifier: 'a@b.pk', requestId: 'req-00000001', expiresIn: 120 });
    const call = show();
    call.mockImplementation(async () => {
      throw Object.assign(new Error('wrong'), { status: 422, code: '422003', attemptsLeft: 2 });
    });
    const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
    const paste = (text: string) => fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => text } });
    for (const [i, d] of [...'12345'].entries()) fireEvent.change(boxes()[i]!, { target: { value: d } });
    await act(async () => vi.advanceTimersByTime(0));
    expect(call).not.toHaveBeenCalled();
    fireEvent.change(boxes()[5]!, { target: { value: '6' } });
    await act(async () => vi.advanceTimersByTime(0));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]).toEqual(['VALIDATE_OTP_SIGNIN', expect.objectContaining({ body: expect.objectContaining({ otpCode: '123456' }) })]);
    // The refusal keeps the digits; another code pasted is sent.
    expect(boxes().map((b) => b.value).join('')).toBe('123456');
    paste('654321');
    await act(async () => vi.advanceTimersByTime(0));
    expect(call).toHaveBeenCalledTimes(2);
    // Its last digit cleared and typed again: the field hands the code over, the machine does not send it again.
    fireEvent.keyDown(boxes()[5]!, { key: 'Backspace' });
    expect(boxes()[5]!.value).toBe('');
    fireEvent.change(boxes()[5]!, { target: { value: '1' } });
    await act(async () => vi.advanceTimersByTime(0));
    expect(boxes().map((b) => b.value).join('')).toBe('654321');
    expect(call).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await act(async () => vi.advanceTimersByTime(0));
    expect(call).toHaveBeenCalledTimes(3);
  });
});
