/**
 * Issue 46 "Done when": on every route of the route table, in English and Urdu, at 390 and 1280 px, each choice group
 * shows its selected state, no text runs out of its control, no two controls overlap, no English word is left on an
 * Urdu page, and a wizard step's stepper names the journey's steps in order (support/layout-checks.ts says how each is
 * read). The routes written in code are opened at their address by the customer each is meant for (support/route-visits.ts:
 * a visitor, a member with lines and an unpaid order, a customer not in the loyalty programme); a wizard's steps open
 * only once the journey reaches them, so they are walked along QA's paths that together show every step
 * (support/path-replay.ts), each step looked at in both languages before it is answered. One browser, one stack.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { orderBody } from '../gateway/order-fixtures';
import { stackForFile } from './support/harness';
import { fixedRouteVisits, openInApp, OPENS_AFTER, sweepCustomers, type Viewer } from './support/route-visits';
import { layoutProblems } from './support/layout-checks';
import { pathsCoveringEveryStep, replayOnStack } from './support/path-replay';
import { routeTable } from '../../src/routes/route-table';
import type { Language } from '../../src/i18n/shell-messages';

const stack = stackForFile();
const LANGUAGES: readonly Language[] = ['en', 'ur'];
const WIDTHS = [390, 1280] as const;
/** The customer's own words as the fixtures typed them: their name and their address. */
const { personalDetails, deliveryAddress } = orderBody();
const OWN = [personalDetails.firstName, personalDetails.lastName, ...Object.values(deliveryAddress).join(' ').split(/[^A-Za-z]+/)].filter(Boolean);

/** The page looked at in each width (a resize, no reload: the layout is drawn again for the width). */
async function lookAtWidths(page: Page, at: { path: string; language: Language; own: readonly string[] }): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    problems.push(...(await layoutProblems(page, { ...at, width })));
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 844 });
  return problems;
}

/** The page in `language` (read at start-up: a reload, which keeps a wizard's progress in the tab), settled. */
async function reloadIn(page: Page, language: Language): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

describe('every route of the route table, both languages, 390 and 1280 px (issue 46)', () => {
  it('the routes written in code, each as the customer it is meant for', async () => {
    const customers = await sweepCustomers(stack.gatewayUrl);
    const own = [...customers.member.email.split(/[^A-Za-z]+/), ...customers.newcomer.email.split(/[^A-Za-z]+/), ...OWN];
    const pages = new Map<Viewer, Page>();
    const pageOf = async (viewer: Viewer) => {
      const known = pages.get(viewer);
      if (known) return known;
      const page = await stack.page();
      await page.setViewportSize({ width: WIDTHS[0], height: 844 });
      const token = viewer === 'member' ? customers.member.token : viewer === 'newcomer' ? customers.newcomer.token : undefined;
      await page.goto(`${stack.app.url}/404${token ? `?auth_token=${token}` : ''}`);
      if (token) await page.waitForURL((u) => !u.search.includes('auth_token'));
      pages.set(viewer, page);
      return page;
    };
    const problems: string[] = [];
    const visits = fixedRouteVisits(customers.member);
    for (const language of LANGUAGES) {
      for (const { path, viewer } of visits) {
        const page = await pageOf(viewer);
        if ((await page.evaluate(() => document.documentElement.lang)) !== language) await reloadIn(page, language);
        await openInApp(page, stack.app.url, path);
        const shownAt = new URL(page.url()).pathname;
        const asked = path.split('?')[0]!;
        if (shownAt !== asked && OPENS_AFTER[asked] !== shownAt) problems.push(`${asked} ${language}: opened as ${viewer}, the page went to ${shownAt}`);
        problems.push(...(await lookAtWidths(page, { path: asked, language, own })));
      }
    }
    console.log(`${visits.length} routes, ${problems.length} problems\n${problems.join('\n')}`);
    expect(problems).toEqual([]);
  }, 300_000);

  it("the wizards' steps, walked along QA's paths that show every step", async () => {
    const { paths, unshown } = pathsCoveringEveryStep();
    const walkedSteps = routeTable.filter((r) => r.page === 'journey').map((r) => r.path);
    expect(unshown).toEqual([]);
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const path of paths) {
      const replay = await replayOnStack(stack, path, {
        atStep: async (page, step) => {
          seen.add(step.path);
          for (const language of LANGUAGES) {
            if (language !== 'en') await reloadIn(page, language);
            problems.push(...(await lookAtWidths(page, { path: step.path, language, own: OWN })));
          }
          // The answer scripts read the English screen.
          await reloadIn(page, 'en');
        },
      });
      if (!replay.ok) problems.push(`${path.journey} ${path.id}: ${replay.problem}`);
    }
    // Every step of the route table was looked at (a removed step's former path is a route of the journey page too).
    const notSeen = walkedSteps.filter((p) => !seen.has(p));
    console.log(`${paths.length} walks, ${seen.size} steps, ${problems.length} problems\n${problems.join('\n')}`);
    expect(notSeen).toEqual([]);
    expect(problems).toEqual([]);
  }, 600_000);
});
