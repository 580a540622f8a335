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

/** Copies the repository's journeys, lets the test edit onboarding.json, and builds the app from them. */
async function buildWith(name: string, edit: (onboarding: { steps: Array<Record<string, unknown>> }) => void) {
  const dir = join(work, name);
  cpSync(join(ROOT, 'journeys'), join(dir, 'journeys'), { recursive: true });
  const file = join(dir, 'journeys', 'onboarding.json');
  const onboarding = JSON.parse(readFileSync(file, 'utf8'));
  edit(onboarding);
  writeFileSync(file, JSON.stringify(onboarding, null, 2));
  const outDir = join(dir, 'dist');
  await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: ROOT, env: { ...process.env, JOURNEYS_DIR: join(dir, 'journeys') } });
  return outDir;
}

describe('editing journeys/onboarding.json', () => {
  it('swapping two steps changes the order the browser walks them in, with no code change', async () => {
    const dist = await buildWith('swapped', (j) => {
      const [a, b] = [j.steps[1], j.steps[2]];
      j.steps[1] = b as Record<string, unknown>;
      j.steps[2] = a as Record<string, unknown>;
    });
    stack = await startStack({ distDir: dist });
    const page = await stack.page();
    await page.goto(`${stack.app.url}/web/pre-checkout`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/web/connection-details');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/web/addon-selection');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/web/connection-details');
    expect(stack.pageErrors).toEqual([]);
  });

  it('an invalid journey fails the build, naming file and JSON pointer', async () => {
    const failure = await buildWith('invalid', (j) => {
      (j.steps[3] as Record<string, unknown>).skip = 'isFullMoon';
    }).then(
      () => undefined,
      (e: { stderr: string; stdout: string }) => `${e.stdout}\n${e.stderr}`,
    );
    expect(failure).toMatch(/journeys\/onboarding\.json: \/steps\/3\/skip: unknown guard 'isFullMoon'/);
  });
});
