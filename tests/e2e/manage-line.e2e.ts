import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { customerWithLine, type CustomerWithLine } from './support/customer-with-line';
import { axe } from './support/axe';
import { activationMessages } from '../../src/features/lines/activation-messages';

// Managing a line as a signed-in customer (issue 9): SIM activation, termination with a win-back offer, port-in
// cancellation, the shared status page, and refusals for another customer's line. Each flow ends by checking the
// gateway's own data, not only the page.
const stack = stackForFile();

/** Checks wait on states; the machine is shared by many engineers, so allow them time. */
const SLOW = { timeout: 20_000 };
const alertText = (page: Page) => page.getByRole('alert').allInnerTexts().then((t) => t.join(' | '));
const requestsOf = async (c: CustomerWithLine, type: string) =>
  (await c.gateway.call('GET_SERVICE_REQUESTS', { query: { type }, token: c.token })).body.result as Array<{ requestId: string; status: string; number: string }>;
const lineOf = async (c: CustomerWithLine) => (await c.gateway.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result as { status: string };

describe('SIM activation', () => {
  it('a bought SIM: a wrong SIM card number is named, the printed one activates the line; the hub then offers the line its requests', async () => {
    const c = await customerWithLine(stack, { activate: false });
    const page = await c.signedInPage('/manage/sim-activation');
    await page.getByRole('heading', { level: 1, name: 'Activate your SIM' }).waitFor();
    expect(await page.locator('[data-status]').first().getAttribute('data-status')).toBe('PendingActivation');
    expect(await axe(page)).toEqual([]);

    const icc = page.getByLabel(activationMessages.en.icc_label!);
    await icc.fill(c.iccId.slice(0, 18));
    await page.getByRole('button', { name: 'Activate SIM' }).click();
    await expect.poll(() => alertText(page), SLOW).toContain('19 digits; you typed 18');
    // A mistyped last digit: the gateway's check-digit refusal, named at the field; what was typed stays.
    const typo = `${c.iccId.slice(0, 18)}${(Number(c.iccId[18]) + 1) % 10}`;
    await icc.fill(typo);
    await page.getByRole('button', { name: 'Activate SIM' }).click();
    await expect.poll(() => alertText(page), SLOW).toContain('a digit is probably mistyped');
    expect(await icc.inputValue()).toBe(typo);
    expect((await lineOf(c)).status).toBe('PendingActivation');

    await icc.fill(`${c.iccId.slice(0, 4)} ${c.iccId.slice(4)}`);
    await page.getByRole('button', { name: 'Activate SIM' }).dblclick();
    await page.getByRole('heading', { name: 'Your SIM is active' }).waitFor();
    expect((await lineOf(c)).status).toBe('Active');

    await page.getByRole('link', { name: 'What can I do for this line?' }).click();
    await page.waitForURL('**/manage/service-request?number=*');
    await expect.poll(() => page.locator('[data-entry="TERMINATION_REQUEST"]').getAttribute('data-eligibility'), SLOW).toBe('eligible');
    expect(await page.locator('[data-entry="activation"]').count()).toBe(0);
    expect(await axe(page)).toEqual([]);
  });

  it('instructions list the SIM and eSIM steps', async () => {
    const c = await customerWithLine(stack);
    const page = await c.signedInPage('/manage/sim-activation-instruction');
    await page.getByRole('heading', { level: 2, name: 'eSIM' }).waitFor();
    expect(await page.locator('ol.steps li').count()).toBe(10);
    expect(await axe(page)).toEqual([]);
  });
});

/** From the hub to the termination's second step, with a reason chosen. */
async function toDecision(c: CustomerWithLine): Promise<Page> {
  const page = await c.signedInPage(`/manage/service-request?number=${c.number}`);
  await page.getByRole('link', { name: 'Terminate number: start' }).click();
  await page.waitForURL('**/manage/terminate-number*');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => alertText(page), SLOW).toContain('Choose a reason');
  await page.getByRole('radio', { name: 'Price' }).check();
  await page.getByLabel('Anything else').fill('Found a cheaper bundle');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/manage/terminate-number/submit');
  return page;
}

describe('termination', () => {
  it('declining the win-back, then reconsidering and accepting it keeps the line: no termination request', async () => {
    const c = await customerWithLine(stack);
    const page = await toDecision(c);
    await page.getByTestId('winback-offer').waitFor();
    expect(await page.getByTestId('winback-offer').innerText()).toContain('50% off your plan for 3 months');
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'No thanks, continue to terminate' }).click();
    await page.getByRole('heading', { name: 'Confirm termination' }).waitFor();
    await page.getByRole('button', { name: 'Back to the offer' }).click();
    await page.getByRole('button', { name: 'Take the offer and keep my number' }).click();
    await page.getByTestId('line-kept').waitFor();

    expect((await lineOf(c)).status).toBe('Active');
    expect(await requestsOf(c, 'TERMINATION_REQUEST')).toEqual([]);
    const again = await c.gateway.call('CLAIM_WINBACK', { body: { offerId: 'winback-50' }, token: c.token });
    expect(again.body.code).toBe('ALREADY_CLAIMED');
  });

  it('one that goes through: the number typed again, a double click sends one request; the status page shows it and cancels it', async () => {
    const c = await customerWithLine(stack);
    const page = await toDecision(c);
    await page.getByRole('button', { name: 'No thanks, continue to terminate' }).click();
    const confirm = page.getByLabel(/Type the number .* to confirm/);
    await confirm.fill('03000000000');
    await page.getByRole('button', { name: /^Terminate / }).click();
    await expect.poll(() => alertText(page), SLOW).toContain('That is not the number being terminated');
    expect(await axe(page)).toEqual([]);
    await confirm.fill(`0${c.number.slice(2)}`);
    await page.getByRole('button', { name: /^Terminate / }).dblclick();
    await page.waitForURL('**/manage/terminate-number/success');
    await page.getByTestId('termination-requested').waitFor();
    await expect.poll(() => page.innerText('main'), SLOW).toMatch(/Your number stays active until \w+/);

    const requests = await requestsOf(c, 'TERMINATION_REQUEST');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ status: 'SUBMITTED', number: c.number });
    expect(await page.innerText('main')).toContain(requests[0]!.requestId);

    await page.getByRole('link', { name: 'See the request status' }).click();
    await page.waitForURL((u) => u.pathname === '/manage/service-request-status' && u.searchParams.get('request') === 'new');
    await page.getByTestId('request-received').waitFor();
    expect(await page.locator('[aria-current="step"]').getAttribute('data-step')).toBe('SUBMITTED');
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel this request' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).dblclick();
    await expect.poll(() => page.locator('[data-request-id]').getAttribute('data-status'), SLOW).toBe('CANCELLED');
    expect((await requestsOf(c, 'TERMINATION_REQUEST'))[0]!.status).toBe('CANCELLED');
    expect((await lineOf(c)).status).toBe('Active');

    // The past requests list shows it under its type and opens the same status page.
    await page.goto(`${stack.app.url}/manage/past-service-requests`);
    await page.locator(`[data-type="TERMINATION_REQUEST"] [data-request-id="${requests[0]!.requestId}"]`).waitFor();
  });

  it('a line not yet activated is refused up front with the reason and what to do instead', async () => {
    const c = await customerWithLine(stack, { activate: false });
    const page = await c.signedInPage(`/manage/service-request?number=${c.number}`);
    const entry = page.locator('[data-entry="TERMINATION_REQUEST"]');
    await expect.poll(() => entry.getAttribute('data-eligibility'), SLOW).toBe('refused');
    expect(await entry.innerText()).toContain('Your SIM is not activated yet.');
    expect(await entry.getByRole('link', { name: 'Activate your SIM first.' }).count()).toBe(1);
  });
});

describe('port-in cancellation', () => {
  it('shows the transfer in customer words, asks for confirmation, cancels once; the status page and the gateway agree', async () => {
    const currentNumber = `92321${String(Date.now()).slice(-7)}`;
    const c = await customerWithLine(stack, { activate: false, over: { numberType: 'PORT_IN', portIn: { donorTelco: 'jazz', currentNumber } } });
    const page = await c.signedInPage(`/manage/service-request?number=${currentNumber}`);
    const entry = page.locator('[data-entry="portin_cancel"]');
    await expect.poll(() => entry.getAttribute('data-eligibility'), SLOW).toBe('eligible');
    await entry.getByRole('link').click();
    await page.waitForURL('**/manage/cancel-portin?order_ref=*');
    await page.getByTestId('portin-status').waitFor();
    expect(await page.getByTestId('portin-status').innerText()).toContain('will ask your current operator');
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel the transfer' }).click();
    await expect.poll(() => alertText(page), SLOW).toContain('Tick the box');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Cancel the transfer' }).dblclick();
    await page.getByTestId('portin-cancelled').waitFor();

    const latest = await c.gateway.call('GET_LATEST_PORTIN', { params: { orderReference: c.orderRef }, token: c.token });
    expect(latest.body.result.status).toBe('CANCELED');
    expect((await c.gateway.call('GET_LINE', { params: { number: currentNumber }, token: c.token })).body.result.status).toBe('Inactive');

    await page.getByRole('link', { name: 'See the transfer status' }).click();
    await page.waitForURL('**/manage/service-request-status?order_ref=*');
    await expect.poll(() => page.locator('[data-port-in]').getAttribute('data-status'), SLOW).toBe('CANCELED');
    expect(await page.locator('[aria-current="step"]').getAttribute('data-step')).toBe('portin_status_CANCELED');
  });
});

describe("another customer's line", () => {
  it('is never shown, and the gateway refuses requests for it', async () => {
    const owner = await customerWithLine(stack, { activate: false });
    const other = await customerWithLine(stack);
    const terminate = await other.gateway.call('TERMINATE_NUMBER', { body: { number: owner.number, reasonId: 'PRICE' }, token: other.token });
    expect(terminate.status).toBe(404);
    expect((await other.gateway.call('ACTIVATE_SIM', { body: { number: owner.number, iccId: owner.iccId }, token: other.token })).status).toBe(404);
    const ownRequest = await owner.gateway.call('GET_SIM_REPLACEMENT_ELIGIBILITY', { query: { number: owner.number }, token: owner.token });
    expect(ownRequest.status).toBe(200);

    const page = await other.signedInPage(`/manage/sim-activation?number=${owner.number}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.locator('.line-number').first().innerText(), SLOW).toContain(other.number.slice(-7));
    expect(await page.innerText('main')).not.toContain(owner.number.slice(-7));
    expect((await lineOf(owner)).status).toBe('PendingActivation');
  });
});
