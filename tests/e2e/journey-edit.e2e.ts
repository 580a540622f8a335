import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT, startStack, type Stack } from './support/harness';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'journey-edit-'));
let stack: Stack | undefined;
afterAll(async () => {
  await stack?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Copies the repository's journeys, lets the test edit one, and builds the app from them. */
async function buildWith(name: string, journey: string, edit: (j: { steps: Array<Record<string, unknown>> }) => void) {
  const dir = join(work, name);
  cpSync(join(ROOT, 'journeys'), join(dir, 'journeys'), { recursive: true });
  const file = join(dir, 'journeys', `${journey}.json`);
  const onboarding = JSON.parse(readFileSync(file, 'utf8'));
  edit(onboarding);
  writeFileSync(file, JSON.stringify(onboarding, null, 2));
  const outDir = join(dir, 'dist');
  await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: ROOT, env: { ...process.env, JOURNEYS_DIR: join(dir, 'journeys') } });
  return outDir;
}

describe('editing a journey file', () => {
  it('swapping two steps changes the order the browser walks them in, with no code change', async () => {
    // reschedule-delivery: personal details and address swapped (its steps still show the fallback screen).
    const dist = await buildWith('swapped', 'reschedule-delivery', (j) => {
      const [a, b] = [j.steps[1], j.steps[2]];
      j.steps[1] = b as Record<string, unknown>;
      j.steps[2] = a as Record<string, unknown>;
    });
    stack = await startStack({ distDir: dist });
    const token = await stack.signUp();
    const page = await stack.page();
    await page.goto(`${stack.app.url}/reschedule_delivery/sim_only?auth_token=${token}`);
    await page.waitForURL((u) => !u.search.includes('auth_token'));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/reschedule_delivery/address-details');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/reschedule_delivery/personal-details');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/reschedule_delivery/address-details');
    expect(stack.pageErrors).toEqual([]);
  });

  it('an invalid journey fails the build, naming file and JSON pointer', async () => {
    const failure = await buildWith('invalid', 'onboarding', (j) => {
      (j.steps[3] as Record<string, unknown>).skip = 'isFullMoon';
    }).then(
      () => undefined,
      (e: { stderr: string; stdout: string }) => `${e.stdout}\n${e.stderr}`,
    );
    expect(failure).toMatch(/journeys\/onboarding\.json: \/steps\/3\/skip: unknown guard 'isFullMoon'/);
  });
});
