import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT, startStack, type Stack } from './support/harness';
import { customerWithLine } from './support/customer-with-line';
import { fillCnicEkyc } from './support/ekyc-form';
import { randomCnic } from '../gateway/order-fixtures';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'journey-edit-'));
let stack: Stack | undefined;
afterAll(async () => {
  await stack?.stop();
  rmSync(work, { recursive: true, force: true });
});

type JourneyEdit = (j: { steps: Array<Record<string, unknown>> }) => void;

/** Copies the repository's journeys, lets the test edit some (by journey id), and builds the app from them. */
async function buildWith(name: string, edits: Record<string, JourneyEdit>) {
  const dir = join(work, name);
  cpSync(join(ROOT, 'journeys'), join(dir, 'journeys'), { recursive: true });
  for (const [journey, edit] of Object.entries(edits)) {
    const file = join(dir, 'journeys', `${journey}.json`);
    const json = JSON.parse(readFileSync(file, 'utf8'));
    edit(json);
    writeFileSync(file, JSON.stringify(json, null, 2));
  }
  const outDir = join(dir, 'dist');
  await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: ROOT, env: { ...process.env, JOURNEYS_DIR: join(dir, 'journeys') } });
  return outDir;
}

/**
 * The first two tests' edits touch two different journeys, so one build (and one stack) carries both: a build is
 * the slowest part of this file. Started by whichever test comes first.
 */
let edited: Promise<Stack> | undefined;
const editedStack = () =>
  (edited ??= (async () => {
    const dist = await buildWith('edited', {
      // sim-replacement (real screens): KYC and delivery details swapped, so a physical SIM's delivery comes first.
      'sim-replacement': (j) => {
        const [a, b] = [j.steps[1], j.steps[2]];
        j.steps[1] = b as Record<string, unknown>;
        j.steps[2] = a as Record<string, unknown>;
      },
      // onboarding: a step with a new path after the add-ons.
      onboarding: (j) => {
        const at = j.steps.findIndex((s) => s.name === 'addonSelection');
        j.steps.splice(at + 1, 0, { name: 'simGuide', path: '/web/sim-guide' });
      },
    });
    stack = await startStack({ distDir: dist });
    return stack;
  })());

describe('editing a journey file', () => {
  it('swapping two steps changes the order the browser walks them in, with no code change', async () => {
    const stack = await editedStack();
    const c = await customerWithLine(stack);
    const page = await c.signedInPage('/manage/sim-replacement-order-request');
    await page.getByRole('heading', { level: 1, name: 'Replace your SIM' }).waitFor();
    await page.getByRole('radio', { name: 'It is damaged' }).check();
    await page.getByRole('radio', { name: /^Physical SIM/ }).check();
    await page.getByRole('checkbox', { name: /I agree that my current SIM stops working/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/manage/sim-replacement-delivery-details');
    await page.getByRole('heading', { level: 1, name: 'Delivery details' }).waitFor();
    await page.getByLabel('Address', { exact: true }).fill('House 1, Street 2, Gulberg');
    await page.getByLabel('City', { exact: true }).fill('Lahore');
    await page.getByLabel('Province').fill('Punjab');
    await page.getByLabel('Postal code').fill('54000');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/manage/sim-replacement-kyc');
    await page.getByRole('heading', { level: 1, name: 'Identity validation' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).first().click();
    await page.waitForURL('**/manage/sim-replacement-delivery-details');
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Lahore');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/manage/sim-replacement-kyc');
    await fillCnicEkyc(page, { cnic: randomCnic(), contactNumber: '3001234567', knownContact: '+92 300 1234567' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/manage/sim-replacement-order-summary');
    expect(stack.pageErrors).toEqual([]);
    await page.context().close();
    // A build of its own plus a whole signed-in walk: more than the default minute on a loaded machine.
  }, 240_000);

  it('a step added in JSON with a new path is reachable at once: Next from add-ons reaches its placeholder, and Back', async () => {
    const stack = await editedStack();
    const page = await stack.page();
    await page.goto(`${stack.app.url}/web/pre-checkout`);
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    await page.getByText('Total (Inc. tax)').first().waitFor();
    await page.getByRole('button', { name: 'Choose Monthly Prepaid' }).click();
    await page.getByRole('heading', { level: 1, name: 'Make it yours with add-ons' }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.waitForURL('**/web/sim-guide');
    // The new step's route is in the journey layout (not "We could not find that page") and names its missing screen.
    expect(await page.getByTestId('missing-screen').textContent()).toContain('"simGuide" screen is not available yet');
    expect(await page.getByText('We could not find that page').count()).toBe(0);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL('**/web/addon-selection');
    await page.getByRole('heading', { level: 1, name: 'Make it yours with add-ons' }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/web/sim-guide');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/web/connection-details');
    await page.getByRole('heading', { level: 1, name: 'Connection details' }).waitFor();
    // A reload on the new step's address keeps the customer there.
    await page.goBack();
    await page.waitForURL('**/web/sim-guide');
    await page.reload();
    await page.getByTestId('missing-screen').waitFor();
    expect(new URL(page.url()).pathname).toBe('/web/sim-guide');
    expect(stack.pageErrors).toEqual([]);
  }, 240_000);

  it('a step path that is already another route fails the build, naming file and JSON pointer', async () => {
    const failure = await buildWith('collision', {
      onboarding: (j) => {
        j.steps.splice(2, 0, { name: 'simGuide', path: '/profile' });
      },
    }).then(
      () => undefined,
      (e: { stderr: string; stdout: string }) => `${e.stdout}\n${e.stderr}`,
    );
    expect(failure).toMatch(/journeys\/onboarding\.json: \/steps\/2\/path: step path '\/profile' is already the route of page 'profile'/);
  });

  it('an invalid journey fails the build, naming file and JSON pointer', async () => {
    const failure = await buildWith('invalid', {
      onboarding: (j) => {
        (j.steps[3] as Record<string, unknown>).skip = 'isFullMoon';
      },
    }).then(
      () => undefined,
      (e: { stderr: string; stdout: string }) => `${e.stdout}\n${e.stderr}`,
    );
    expect(failure).toMatch(/journeys\/onboarding\.json: \/steps\/3\/skip: unknown guard 'isFullMoon'/);
  });
});
