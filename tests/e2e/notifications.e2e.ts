import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { customerWithLine, type CustomerWithLine } from './support/customer-with-line';
import { callGateway } from './support/gateway-calls';
import { signIn } from '../gateway/auth-flow';
import { randomCnic } from '../gateway/order-fixtures';
import { notificationMessages } from '../../src/features/notifications/messages';
import { notificationHref, type Notification } from '../../src/features/notifications/notification-view';
import { cnicLinesMessages } from '../../src/features/cnic-lines/messages';
import { profileMessages } from '../../src/features/account/profile-messages';
import { requestNames } from '../../src/features/service-requests/request-names';
import { RENEWAL_NOTICE_MS } from '../../gateway/notifications/notifications';
import { INBOX_PATH } from '../../src/shell/notification-bell';
import { ACCOUNT_HUB } from '../../src/features/profile/account-links';

// Issue 45 parts 3 and 7 in Chromium at 390 px, English and Urdu, against the sandbox and checked at the gateway:
// moving the sandbox clock raises the data and renewal notifications, the header's bell counts them, and opening one
// leads to its action and lowers the count; the numbers on the CNIC list the customer's lines (and another account's
// on the same CNIC), and "This is not mine" becomes a request the customer opens.

const stack = stackForFile();

const dev = (path: string, body: unknown) => callGateway<{ now: number }>(stack.gatewayUrl, path, { method: 'POST', body: JSON.stringify(body) });

async function phonePage(lang: 'en' | 'ur'): Promise<Page> {
  const page = await stack.page();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  return page;
}

/** Signs the page in with a fresh token (the customer's first one has expired on the moved clock). */
async function signInAgain(page: Page, c: CustomerWithLine, path: string): Promise<string> {
  const token = await signIn(c.gateway, c.email);
  await page.goto(`${stack.app.url}${path}?auth_token=${token}`);
  await page.waitForURL((u) => !u.search.includes('auth_token'));
  return token;
}

const bell = (page: Page) => page.locator('.notification-bell');
const unreadAt = async (c: CustomerWithLine, token: string) => (await c.gateway.call('GET_NOTIFICATION_COUNT', { token })).body.result.unread as number;

describe.each(['en', 'ur'] as const)('notifications and numbers on my CNIC (%s, 390 px)', (lang) => {
  const t = notificationMessages[lang]!;
  const cn = cnicLinesMessages[lang]!;

  it('the clock raises the data and renewal notifications; the bell counts them; opening one leads to its action and lowers the count', async () => {
    // A weekly plan without add-ons, whose sandbox customer uses all its data in two thirds of the week.
    const c = await customerWithLine(stack, { over: { planId: 'plan-prepaid-weekly', addonIds: [] } });
    await dev('/dev/lines/appetite', { number: c.number, dataShare: 1.5 });
    const line = (await c.gateway.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result;
    const now = (await dev('/dev/clock', { advanceMs: 0 })).body.result.now;
    // A day before the renewal (within its notice): all the data used, and the renewal near.
    const DAY = 24 * 3_600_000;
    expect(RENEWAL_NOTICE_MS).toBeGreaterThan(DAY);
    await dev('/dev/clock', { advanceMs: line.usage.renewsAt - DAY - now });

    const page = await phonePage(lang);
    const token = await signInAgain(page, c, '/profile');
    const inbox = (await c.gateway.call('GET_NOTIFICATIONS', { token })).body.result.notifications as Notification[];
    expect(inbox.map((n) => n.kind).sort()).toEqual(['DATA_100', 'DATA_80', 'RENEWAL_SOON']);
    const unread = await unreadAt(c, token);
    expect(unread, JSON.stringify(inbox)).toBe(3);
    await page.waitForFunction((n) => document.querySelector('.notification-bell')?.getAttribute('data-unread') === String(n), unread);
    expect(await bell(page).getAttribute('aria-label')).toContain(String(unread));

    await bell(page).click();
    await page.waitForURL((u) => u.pathname === INBOX_PATH);
    await page.getByRole('heading', { level: 1, name: t.notif_title }).waitFor();
    const items = page.getByTestId('notification-list').locator('li');
    await items.first().waitFor();
    expect(await items.count()).toBe(3);
    for (const kind of ['DATA_80', 'DATA_100', 'RENEWAL_SOON']) {
      await page.getByRole('heading', { name: t[`notif_${kind}_title`] }).waitFor();
    }
    // Opening the renewal notice leads to the recharge of its line, and it is read at the gateway.
    const renewal = inbox.find((n) => n.kind === 'RENEWAL_SOON')!;
    await page.locator('li[data-kind="RENEWAL_SOON"]').getByRole('link', { name: t.notif_RENEWAL_SOON_action }).click();
    await page.waitForURL((u) => `${u.pathname}${u.search}` === notificationHref(renewal));
    await page.waitForFunction((n) => document.querySelector('.notification-bell')?.getAttribute('data-unread') === String(n), unread - 1);
    expect(await unreadAt(c, token)).toBe(unread - 1);
    const after = (await c.gateway.call('GET_NOTIFICATIONS', { token })).body.result.notifications as typeof inbox;
    expect(after.find((n) => n.id === renewal.id)!.readAt).not.toBeNull();
    await page.context().close();
  });

  it("lists the lines on the customer's CNIC, and 'This is not mine' becomes a request the customer opens", async () => {
    const cnic = randomCnic();
    const c = await customerWithLine(stack, { over: { documentId: cnic } });
    const other = await customerWithLine(stack, { over: { documentId: cnic } });
    const stranger = await customerWithLine(stack);
    const page = await phonePage(lang);
    // From the Account hub's row (issue 46), as a customer finds it.
    await c.signIn(page, ACCOUNT_HUB);
    await page.getByRole('link', { name: profileMessages[lang]!.nav_cnic_lines }).click();
    await page.getByRole('heading', { level: 1, name: cn.cnic_title }).waitFor();
    const cards = page.getByTestId('cnic-lines').locator('li');
    await cards.first().waitFor();
    expect((await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-number')))).sort()).toEqual([c.number, other.number].sort());
    expect(await page.locator(`li[data-number="${stranger.number}"]`).count()).toBe(0);
    await expect(page.locator(`li[data-number="${c.number}"]`).textContent()).resolves.toContain(cn.cnic_this_account);
    const theirs = page.locator(`li[data-number="${other.number}"]`);
    expect(await theirs.textContent()).toContain(cn.cnic_other_account);

    await theirs.getByRole('button', { name: cn.cnic_not_mine }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: cn.cnic_confirm }).click();
    const follow = theirs.getByRole('link');
    await follow.waitFor();
    const requests = (await c.gateway.call('GET_SERVICE_REQUESTS', { token: c.token })).body.result as Array<{ requestId: string; type: string; number: string }>;
    const report = requests.find((r) => r.type === 'CNIC_LINE_REPORT' && r.number === other.number)!;
    expect(report).toBeDefined();
    expect(await follow.textContent()).toContain(report.requestId);
    await follow.click();
    await page.waitForURL((u) => u.searchParams.get('requestId') === report.requestId);
    await page.locator(`[data-request-id="${report.requestId}"]`).getByText(requestNames[lang]!.type_CNIC_LINE_REPORT!).waitFor();
    await page.context().close();
  });
});
