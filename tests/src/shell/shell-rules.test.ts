import { describe, expect, it, vi } from 'vitest';
import { profileLink } from '../../../src/shell/header-rules';
import { chatHiddenOn, logoReloadsRoot } from '../../../src/shell/layout-spec';
import { asksForWebview } from '../../../src/webview/webview-mode';
import { backoffMs } from '../../../src/api/query-client';
import { poll } from '../../../src/api/poll';
import { shellMessages } from '../../../src/i18n/shell-messages';

const user = { external_id: 'u', email: 'e', email_confirmed: true, phone_confirmed: false, telco_user: false };

describe('header rules (SPEC §1)', () => {
  it.each([
    { name: 'signed in', signedIn: true, u: user, expected: { show: true, href: '/profile' } },
    { name: 'visitor', signedIn: false, u: undefined, expected: { show: true, href: '/web/signup' } },
    { name: 'telco user', signedIn: true, u: { ...user, telco_user: true }, expected: { show: false } },
  ])('profile icon: $name', ({ signedIn, u, expected }) => expect(profileLink(signedIn, u)).toEqual(expected));

  it.each([
    { page: 'maintenance', hidden: true }, { page: 'rate-limit', hidden: true }, { page: 'not-found', hidden: true },
    { page: 'loyalty-not-found', hidden: true }, { page: 'journey', hidden: false },
  ])('chat hidden on $page: $hidden', ({ page, hidden }) => expect(chatHiddenOn(page)).toBe(hidden));

  it.each([
    { path: '/web/pending-orders', reloads: false }, { path: '/web/pending-order-details', reloads: false }, { path: '/web/pre-checkout', reloads: true },
  ])('logo on $path reloads root: $reloads', ({ path, reloads }) => expect(logoReloadsRoot(path)).toBe(reloads));
});

describe('webview mode', () => {
  it.each([
    { search: '?webview=true', on: true }, { search: '?native=1', on: true }, { search: '?webview=false', on: false }, { search: '', on: false },
  ])('$search → $on', ({ search, on }) => expect(asksForWebview(search)).toBe(on));
});

describe('SPEC §9 timing', () => {
  it.each([
    { attempt: 0, ms: 1000 }, { attempt: 1, ms: 2000 }, { attempt: 4, ms: 16000 }, { attempt: 5, ms: 30000 }, { attempt: 9, ms: 30000 },
  ])('back-off attempt $attempt → $ms ms', ({ attempt, ms }) => expect(backoffMs(attempt)).toBe(ms));

  it('polls at most 10 times, 1000 ms apart (simulated clock)', async () => {
    vi.useFakeTimers();
    const attempt = vi.fn(async () => 'PENDING');
    const result = poll(attempt, (v) => v === 'DONE');
    await vi.advanceTimersByTimeAsync(8999);
    expect(attempt).toHaveBeenCalledTimes(9);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('PENDING');
    expect(attempt).toHaveBeenCalledTimes(10);
    vi.useRealTimers();
  });
});

describe('shell messages', () => {
  it('English and Urdu have the same ids, and Urdu is not English', () => {
    expect(Object.keys(shellMessages.ur).sort()).toEqual(Object.keys(shellMessages.en).sort());
    // Acronyms (CNIC, NRIC, FIN) are the same in both languages.
    const same = Object.keys(shellMessages.en).filter((k) => shellMessages.en[k] === shellMessages.ur[k] && !/^[A-Z]{2,5}$/.test(shellMessages.en[k]!));
    expect(same).toEqual([]);
  });
});
