import { describe, expect, it } from 'vitest';
import { asksForWebview, isWebview, rememberWebview } from '../../../src/webview/webview-mode';
import { sessionEndDestination, webviewDestination } from '../../../src/webview/webview-redirects';

describe('webviewDestination: leaving the flow inside the app webview goes to a hand-off path', () => {
  it.each([
    { to: '/web/login?reset=true', webview: true, expected: '/logged_out' },
    { to: '/web/login?redirect=%2Fmanage%2Forder', webview: true, expected: '/logged_out' },
    { to: '/web/signup', webview: true, expected: '/logged_out' },
    { to: '/web/verify-otp/login', webview: true, expected: '/logged_out' },
    { to: '/', webview: true, expected: '/closewebview' },
    { to: '/profile', webview: true, expected: '/dashboard' },
    { to: '/profile/', webview: true, expected: '/dashboard' },
    { to: '/orderlist', webview: true, expected: '/manageOrderClose' },
    { to: '/manage/order?order_ref=A1', webview: true, expected: '/manage/order?order_ref=A1' },
    { to: '/loyalty', webview: true, expected: '/rewards' },
    // Inside the flow: unchanged.
    { to: '/web/pre-checkout', webview: true, expected: '/web/pre-checkout' },
    { to: '/manage/sim-replacement-order-request?x=1', webview: true, expected: '/manage/sim-replacement-order-request?x=1' },
    { to: '/profile/email', webview: true, expected: '/profile/email' },
    { to: '/loyalty/tutorial', webview: true, expected: '/loyalty/tutorial' },
    { to: '/logged_out', webview: true, expected: '/logged_out' },
    { to: '/web/login-help', webview: true, expected: '/web/login-help' },
    // Outside the webview nothing changes.
    { to: '/web/login?reset=true', webview: false, expected: '/web/login?reset=true' },
    { to: '/', webview: false, expected: '/' },
    { to: '/orderlist', webview: false, expected: '/orderlist' },
  ])('$to (webview $webview) → $expected', ({ to, webview, expected }) => expect(webviewDestination(to, webview)).toBe(expected));

  it.each([
    { webview: true, expected: '/logged_out' },
    { webview: false, expected: '/web/login?reset=true' },
  ])('logout / session end (webview $webview) → $expected', ({ webview, expected }) => expect(sessionEndDestination(webview, '/web/login?reset=true')).toBe(expected));
});

/** A Storage stand-in (Node has no sessionStorage). */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('webview mode: query parameters, remembered for the session', () => {
  it.each([
    { search: '?webview=true', expected: true },
    { search: '?native=1', expected: true },
    { search: '?webview=false', expected: false },
    { search: '?native=yes', expected: false },
    { search: '', expected: false },
  ])('$search → $expected', ({ search, expected }) => expect(asksForWebview(search)).toBe(expected));

  it('once seen it lasts for the tab, even on later pages without the parameter', () => {
    const storage = memoryStorage();
    expect(isWebview(storage, '')).toBe(false);
    rememberWebview('?native=true', storage);
    expect(isWebview(storage, '')).toBe(true);
    expect(isWebview(memoryStorage(), '')).toBe(false); // a new tab starts outside the webview
  });
});
