import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './harness';

const axeSource = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** Runs axe-core on the page; returns serious and critical violations as `id (impact)`. */
export async function axe(page: Page): Promise<string[]> {
  // page.addScriptTag adds an inline <script>, which the app's own CSP (rightly) refuses; evaluating the source
  // through the DevTools protocol is not subject to the page's CSP and leaves no violation behind.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> } };
    const result = await w.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact})`);
  });
}
