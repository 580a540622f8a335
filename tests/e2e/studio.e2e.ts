import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startStudio, type Studio } from '../../scripts/studio/server';
import { scratchRepo, swapSteps } from '../studio/scratch-repo';
import { ROOT } from './support/harness';
import { CHROMIUM_ARGS, testChromium } from '../../scripts/chromium-args';

const axeSource = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

async function seriousAxe(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: Array<{ id: string; impact: string }> }> } };
    const result = await w.axe.run(document);
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

describe('npm run studio in Chromium', () => {
  let dir: string;
  let studio: Studio;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    dir = scratchRepo();
    studio = await startStudio({ root: dir, port: 0 });
    browser = await chromium.launch({
      executablePath: testChromium(),
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await studio?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows every journey, then the diff and the problems of journeys saved while the page is open', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(studio.url);
    await page.waitForSelector('main[aria-busy="false"] #j-onboarding svg');
    expect(await page.locator('nav a').allTextContents()).toEqual(['onboarding', 'termination']);
    expect(await page.locator('#j-onboarding').textContent()).toContain('No change since HEAD.');
    expect(await seriousAxe(page)).toEqual([]);

    swapSteps(join(dir, 'journeys', 'onboarding.json'), 'personalDetails', 'addressDetails');
    const sentence = page.getByText('All customers except eSIM customers now see Address details before Personal details.');
    await sentence.waitFor();
    expect(await page.locator('nav li', { hasText: 'onboarding' }).textContent()).toContain('changed');
    expect(await page.locator('#j-onboarding figure').count()).toBe(2);
    expect(await page.locator('#j-onboarding figure g.edge.added').count()).toBeGreaterThan(0);

    writeFileSync(join(dir, 'journeys', 'broken.json'), JSON.stringify({ id: 'broken', kind: 'wizard', steps: [{ name: 'one', path: '/one' }, { name: 'two', path: '/two', skip: 'isFullMoon' }] }));
    // The full check reports every problem of the new journey at once (its screens, its data schema); the guard's is one.
    const problem = page.locator('#j-broken .problems li', { hasText: 'isFullMoon' });
    await problem.waitFor();
    expect(await problem.textContent()).toBe("On 2. Two: unknown guard 'isFullMoon' /steps/1/skip");
    expect(await page.locator('#j-broken .problems li').count()).toBeGreaterThan(1);
    await problem.locator('a').focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => location.hash)).toBe('#node_two');
    expect(await page.locator('#node_two').getAttribute('class')).toBe('node problem');
    expect(await page.locator('#j-broken').textContent()).toContain('journeys/broken.json: new journey, not at HEAD');
    expect(await seriousAxe(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('simulates a working-copy journey event by event, with each guard answered by a box, beside its picture', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(studio.url);
    const sim = page.locator('#sim-termination');
    await sim.locator('summary').click();
    const now = sim.getByRole('status');
    await expect.poll(() => now.textContent()).toBe('Now at Terminate number');
    const send = (name: string) => sim.getByRole('group', { name: 'Send an event to termination' }).getByRole('button', { name, exact: true }).click();
    await send('Next');
    await expect.poll(() => now.textContent()).toBe('Now at Confirm termination');
    // The picture beside it marks where the simulated customer is.
    await expect.poll(() => page.locator('#j-termination figure svg .current').getAttribute('id')).toBe('node_terminateNumberSubmit');
    await send('termination-decision ends in terminated');
    await expect.poll(() => now.textContent()).toBe('Now at Termination requested');
    expect(await sim.getByRole('list', { name: 'Events sent to termination and where each led' }).getByRole('listitem').allTextContents()).toEqual([
      'Start → Terminate number',
      'NEXT → Confirm termination',
      'xstate.done.actor.journey:termination-decision → Termination requested',
    ]);

    // The purchase: a guard ticked replays the same events with its new answer.
    const buy = page.locator('#sim-onboarding');
    await buy.locator('summary').click();
    const at = buy.getByRole('status');
    await expect.poll(() => at.textContent()).toBe('Now at Choose your plan');
    const click = (name: string) => buy.getByRole('group', { name: 'Send an event to onboarding' }).getByRole('button', { name, exact: true }).click();
    for (const [event, then] of [['Next', 'Add-ons'], ['Next', 'Connection details'], ['Next', 'Connection details (working)'], ['lockChosenNumber succeeds', 'Bring your number']] as const) {
      await click(event);
      await expect.poll(() => at.textContent()).toBe(`Now at ${then}`);
    }
    await buy.getByLabel(/the customer is not bringing a number from another operator/).check();
    // The working copy's order: the test above moved Address details before Personal details.
    await expect.poll(() => at.textContent()).toBe('Now at Address details');
    await buy.getByLabel(/the customer is signed in/).check();
    await buy.getByRole('button', { name: 'Start over' }).click();
    await expect.poll(() => at.textContent()).toBe('Now at Choose your plan');
    expect(await seriousAxe(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
