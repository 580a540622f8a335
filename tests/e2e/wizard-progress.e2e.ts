import { describe, expect, it } from 'vitest';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { shellMessages } from '../../src/i18n/shell-messages';
import { purchase } from './support/purchase-steps';
import { screenOf, stepsWalked } from '../support/journeys';

const stack = stackForFile();

/**
 * The purchase shows where the customer is (issue 46): "Step n of N" and one segment per step on their way, counted
 * from journeys/onboarding.json (a step added there is counted with no code). A visitor who has just chosen a plan
 * is a new-number customer as far as the journey knows: the port-in step is off their way.
 */
const way = stepsWalked(purchase, ['isNotPortIn']);
/** A step's title: the words of the screen it shows (a step renamed in the JSON keeps its screen's title). */
const titleOf = (words: Record<string, string>, step: string | undefined) => {
  const found = purchase.steps.find((s) => s.name === step);
  return found ? words[`step_title_${screenOf(found)}`] : undefined;
};
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

describe('the purchase shows its progress from the journey', () => {
  it.each(['en', 'ur'] as const)('%s: none on the plan list; from the next step, its place among the steps of the JSON, the next step named, the current one marked', async (lang) => {
    const words = shellMessages[lang];
    const page = await stack.page();
    await page.setViewportSize({ width: 390, height: 844 });
    if (lang === 'ur') await page.addInitScript(() => localStorage.setItem('language', 'ur'));
    await page.goto(`${stack.app.url}${purchase.steps[0]?.path}`);
    const choose = page.locator('.plan-card-recommended button').first();
    await choose.waitFor();
    expect(await page.getByTestId('wizard-progress').count()).toBe(0);
    await choose.click();
    await page.waitForURL((u) => u.pathname === purchase.steps.find((s) => s.name === way[1])?.path);
    const progress = page.getByTestId('wizard-progress');
    await progress.waitFor();
    const next = titleOf(words, way[2]);
    const count = fill(words.wizard_progress ?? '', { n: 2, total: way.length });
    expect(await progress.locator('p').innerText()).toBe(next ? `${count} · ${fill(words.wizard_progress_next ?? '', { title: next })}` : count);
    const bar = page.getByRole('list', { name: count });
    expect(await bar.getByRole('listitem').count()).toBe(way.length);
    const current = bar.locator('[aria-current="step"]');
    expect(await current.count()).toBe(1);
    expect(await current.innerText()).toBe(titleOf(words, way[1]) ?? fill(words.wizard_progress_step ?? '', { n: 2 }));
    expect(await bar.getByRole('listitem').first().textContent()).toContain(words.wizard_progress_done);
    expect(await axe(page)).toEqual([]);
    await page.context().close();
  });
});
