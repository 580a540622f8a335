import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { fillCnicEkyc } from './support/ekyc-form';
import { customerWithLine, type CustomerWithLine } from './support/customer-with-line';
import { randomCnic } from '../gateway/order-fixtures';

// A SIM replacement left half-way is no dead end (issue 29 part 5): the request made at the first Continue and left
// at the identity step can be cancelled from the hub and from its status page in a new session, and a new one can
// then be walked to the end.

const stack = stackForFile();
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

async function requests(c: CustomerWithLine) {
  return (await c.gateway.call('GET_SERVICE_REQUESTS', { query: { type: 'SIM_REPLACEMENT' }, token: c.token })).body.result as Array<{ requestId: string; status: string }>;
}

/** Step 1 of the SIM replacement, then the identity step's heading: the request exists from here on. */
async function startAndLeaveAtIdentity(c: CustomerWithLine, simType: 'eSIM' | 'Physical SIM'): Promise<Page> {
  const page = await c.signedInPage(`/manage/sim-replacement-order-request?number=${c.number}`);
  await heading(page, 'Replace your SIM');
  await page.getByRole('radio', { name: 'It is damaged' }).check();
  await page.getByRole('radio', { name: new RegExp(`^${simType}`) }).check();
  await page.getByRole('checkbox', { name: /I agree that my current SIM stops working/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Identity validation');
  return page;
}

describe('a SIM replacement left at the identity step', () => {
  it('is cancelled from the hub in a new session; a new one is walked to the end; one left again is cancelled on its status page', async () => {
    const c = await customerWithLine(stack);
    await (await startAndLeaveAtIdentity(c, 'Physical SIM')).context().close();
    const [left] = await requests(c);
    expect(left).toMatchObject({ status: 'SUBMITTED' });

    // A new session: the home names the open request and leads to it; the hub says one is open and offers to cancel it.
    const home = await c.signedInPage('/profile');
    const toRequest = home.getByRole('link', { name: `Your SIM replacement request ${left!.requestId} is open: see where it stands` });
    expect(await toRequest.getAttribute('href')).toBe(`/manage/service-request-status?requestId=${left!.requestId}`);
    await home.context().close();

    const hub = await c.signedInPage(`/manage/service-request?number=${c.number}`);
    const entry = hub.locator('[data-entry="SIM_REPLACEMENT"]');
    await entry.getByText('You already have a request of this kind open.').waitFor();
    expect(await axe(hub)).toEqual([]);
    await entry.getByRole('button', { name: 'Cancel this request' }).click();
    await entry.getByRole('button', { name: 'Yes, cancel it' }).click();
    await hub.locator('[data-entry="SIM_REPLACEMENT"][data-eligibility="eligible"]').waitFor();
    expect((await requests(c)).find((r) => r.requestId === left!.requestId)?.status).toBe('CANCELLED');

    // A new one, walked to the end (eSIM: no delivery, nothing to pay).
    await entry.getByRole('link', { name: 'Replace SIM: start' }).click();
    await heading(hub, 'Replace your SIM');
    await hub.getByRole('radio', { name: 'It is damaged' }).check();
    await hub.getByRole('radio', { name: /^eSIM/ }).check();
    await hub.getByRole('checkbox', { name: /I agree that my current SIM stops working/ }).check();
    await hub.getByRole('button', { name: 'Continue' }).click();
    await heading(hub, 'Identity validation');
    await fillCnicEkyc(hub, { cnic: randomCnic(), contactNumber: '3001234567', knownContact: '+92 300 1234567' });
    await hub.getByRole('button', { name: 'Next' }).click();
    await heading(hub, 'Review your SIM replacement');
    await hub.getByRole('button', { name: 'Confirm request' }).click();
    await hub.waitForURL('**/manage/service-request-status?request=new');
    const finished = (await requests(c)).find((r) => r.requestId !== left!.requestId)!;
    expect(finished.status).toBe('SUBMITTED');
    // Its status page offers Cancel too (an eSIM replacement has nothing paid): cancelled there.
    await hub.goto(`${stack.app.url}/manage/service-request-status?requestId=${finished.requestId}`);
    const shown = hub.locator(`[data-request-id="${finished.requestId}"]`);
    await shown.waitFor();
    await hub.getByRole('button', { name: 'Cancel this request' }).click();
    await hub.getByRole('button', { name: 'Yes, cancel it' }).click();
    await hub.locator(`[data-request-id="${finished.requestId}"][data-status="CANCELLED"]`).waitFor();
    expect((await requests(c)).find((r) => r.requestId === finished.requestId)?.status).toBe('CANCELLED');
    expect(await axe(hub)).toEqual([]);
    await hub.context().close();
  }, 120_000);
});
