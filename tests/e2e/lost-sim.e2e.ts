import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { customerWithLine, type CustomerWithLine } from './support/customer-with-line';
import { callGateway } from './support/gateway-calls';
import { latestCode } from '../gateway/harness';
import { signIn } from '../gateway/auth-flow';
import { lostSimMessages } from '../../src/features/lost-sim/messages';
import { homeMessages } from '../../src/features/profile/home-messages';
import lostSim from '../../journeys/lost-sim.json';

// Issue 45 part 6 in Chromium at 390 px, English and Urdu, against the sandbox: from the home's line card a customer
// blocks a lost SIM at once; the line reads Suspended and uses nothing while the sandbox clock moves (checked at the
// gateway); the blocked page leads on to a replacement SIM; the code emailed to the account unblocks it.

const stack = stackForFile();
const HOUR = 3600_000;
const [blockStep, blockedStep, unblockStep, unblockedStep] = lostSim.steps;

/** The line as the gateway has it now, read with a token of its own (the customer's first one has long expired). */
const lineAtGateway = async (c: CustomerWithLine) => {
  const token = await signIn(c.gateway, c.email);
  return (await c.gateway.call('GET_LINE', { params: { number: c.number }, token })).body.result;
};

async function phonePage(lang: 'en' | 'ur'): Promise<Page> {
  const page = await stack.page();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  return page;
}

describe.each(['en', 'ur'] as const)('a lost or stolen SIM (%s, 390 px)', (lang) => {
  const t = lostSimMessages[lang]!;
  const home = homeMessages[lang]!;

  it('blocks the line at once from the home, uses nothing while blocked, leads on to a replacement SIM, and the emailed code unblocks it', async () => {
    const c = await customerWithLine(stack);
    const page = await phonePage(lang);
    await c.signIn(page, '/profile');
    await page.getByRole('link', { name: home.home_lost_sim }).click();
    await page.waitForURL((u) => u.pathname === blockStep!.path);
    await page.getByRole('radio', { name: t.lost_reason_STOLEN }).check();
    await page.getByRole('button', { name: t.lost_block }).click();

    await page.waitForURL(`**${blockedStep!.path}`);
    await page.getByTestId('line-blocked').waitFor();
    const blocked = await lineAtGateway(c);
    expect(blocked.status).toBe('Suspend');
    // The line's card reads Suspended once its fresh state has loaded under the blocked notice.
    await page.locator(`[data-status="Suspend"]`).first().waitFor();
    const replace = page.getByRole('link', { name: t.lost_replace });
    expect(await replace.getAttribute('href')).toBe(`/manage/sim-replacement-order-request?number=${c.number}`);

    // Twenty sandbox hours while blocked (the browser's session still refreshes): nothing of the allowance is used.
    await callGateway(stack.gatewayUrl, '/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 20 * HOUR }) });
    expect((await lineAtGateway(c)).usage.remaining).toEqual(blocked.usage.remaining);

    await page.getByRole('button', { name: t.lost_send_code }).click();
    await page.waitForURL(`**${unblockStep!.path}`);
    await page.locator('#lost-otp-0').click();
    await page.keyboard.type(await latestCode(c.gateway, c.email));
    // The sixth digit sends the code: no button to press (issue 46).
    await page.waitForURL(`**${unblockedStep!.path}`);
    await page.getByTestId('line-unblocked').waitFor();
    const back = await lineAtGateway(c);
    expect(back.status).toBe('Active');
    expect(back.usage.remaining).toEqual(blocked.usage.remaining);
    await page.context().close();
  });
});
