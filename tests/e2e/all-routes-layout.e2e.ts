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
import { fixedRouteVisits, openInApp, OPENS_AFTER, reloadIn, sweepCustomers, type Viewer } from './support/route-visits';
import { chooseEveryGroup, englishLeft, inspectPage, layoutProblems, stepperProblems } from './support/layout-checks';
import { purchase } from './support/purchase-steps';
import { journeyFiles, screenOf } from '../support/journeys';
import { shellMessages } from '../../src/i18n/shell-messages';
import { pathsCoveringEveryStep, replayOnStack } from './support/path-replay';
import { routeTable } from '../../src/routes/route-table';
import type { Language } from '../../src/i18n/shell-messages';

const stack = stackForFile();
const LANGUAGES: readonly Language[] = ['en', 'ur'];
const WIDTHS = [390, 1280] as const;
/**
 * The customer's own words, shown back to them as they typed them: the name and address of the fixtures' orders
 * (gateway/order-fixtures.ts) and what the walks' customers type (support/screen-answers.ts: "House 1, Street 2,
 * Gulberg"; the reschedule's "7 Jail Road").
 */
const { personalDetails, deliveryAddress } = orderBody();
const OWN = [personalDetails.firstName, personalDetails.lastName, ...Object.values(deliveryAddress).join(' ').split(/[^A-Za-z]+/), 'Gulberg', 'Punjab', 'House', 'Street', 'Jail'].filter(Boolean);

/** The page looked at in each width (a resize, no reload: the layout is drawn again for the width). */
async function lookAtWidths(page: Page, at: { path: string; language: Language; own: readonly string[]; stepper?: boolean }): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    problems.push(...(await layoutProblems(page, { ...at, width })));
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 844 });
  return problems;
}

describe('the layout checks', () => {
  it('find a choice that does not show, text out of its box, controls on each other, a button not level with its box, English in Urdu and a stepper out of order', async () => {
    const page = await stack.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setContent(`<html dir="rtl" lang="ur"><body><main>
      <style>.hide{position:absolute;opacity:0} label{display:block;border:1px solid #999;padding:4px}</style>
      <fieldset><label><input class="hide" type="radio" name="a" checked>ایک</label><label><input class="hide" type="radio" name="a">دو</label></fieldset>
      <fieldset><label><input type="radio" name="b" checked>تین</label><label><input type="radio" name="b">چار</label></fieldset>
      <button style="width:40px;white-space:nowrap">بہت لمبا متن جو باہر جاتا ہے</button>
      <button style="position:absolute;top:300px;left:10px;width:100px">ایک</button><button style="position:absolute;top:310px;left:50px;width:100px">دو</button>
      <button style="display:inline-flex">شامل ہوں <b>1,000</b> پوائنٹس</button>
      <label style="display:flex;gap:8px"><input type="radio" name="c">مفت <b>Rs. 0</b></label>
      <div style="display:flex;align-items:end"><div style="margin-bottom:16px"><input></div><button>لگائیں</button></div>
      <p>Your plan ہے GB</p>
      <div data-testid="wizard-progress"><ol><li data-step="b"><span class="wizard-progress-label">ب</span></li><li data-step="a" aria-current="step"><span class="wizard-progress-label">ا</span></li></ol></div>
    </main></body></html>`);
    const f = await page.evaluate(inspectPage);
    expect(f.unselected).toHaveLength(1);
    expect(f.unselected[0]).toContain('ایک');
    expect(f.overflow.some((o) => o.includes('بہت لمبا'))).toBe(true);
    expect(f.overflow.some((o) => o.includes('شامل ہوں') && o.includes('flex items'))).toBe(true);
    expect(f.overflow.some((o) => o.includes('مفت'))).toBe(false);
    expect(f.overlap).toHaveLength(1);
    expect(f.misaligned).toEqual([expect.stringMatching(/^button "لگائیں" sits 16px lower than input/)]);
    expect(englishLeft(f.latin)).toEqual([expect.stringMatching(/^Your /), expect.stringMatching(/^plan /)]);
    expect(f.stepper).toEqual({ steps: ['b', 'a'], labels: ['ب', 'ا'], current: 'a' });
    // The purchase's first two steps of its JSON, drawn in the wrong order and unnamed, at the second one's address.
    const [first, second] = purchase.steps;
    const wrong = stepperProblems(second!.path, 'en', { steps: [second!.name, first!.name], labels: ['', ''], current: first!.name });
    expect(wrong.join('\n')).toMatch(/comes after/);
    expect(wrong.join('\n')).toMatch(/as current/);
    expect(wrong.join('\n')).toMatch(/has no name/);
    expect(stepperProblems(second!.path, 'en', { steps: [first!.name, second!.name], labels: ['x', 'y'].map((l, i) => shellMessages.en[`step_title_${screenOf(purchase.steps[i]!)}`] ?? l), current: second!.name })).toEqual([]);
  });
});

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
    // Each journey's first step (the choice that starts it) has no stepper; every later one has.
    const firstSteps = new Set(journeyFiles().flatMap(({ definition }) => (definition.kind === 'wizard' && definition.steps[0] ? [definition.steps[0].path] : [])));
    expect(unshown).toEqual([]);
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const path of paths) {
      const replay = await replayOnStack(stack, path, {
        atStep: async (page, step) => {
          seen.add(step.path);
          for (const language of LANGUAGES) {
            if (language !== 'en') await reloadIn(page, language);
            problems.push(...(await lookAtWidths(page, { path: step.path, language, own: OWN, stepper: !firstSteps.has(step.path) })));
          }
          // The answer scripts read the English screen. Before they answer, every group is given a choice and looked at
          // again: on most steps nothing is chosen yet, and a choice that does not show is found only once one is made.
          await reloadIn(page, 'en');
          if (await chooseEveryGroup(page)) {
            await page.waitForTimeout(100);
            problems.push(...(await layoutProblems(page, { path: step.path, language: 'en', width: WIDTHS[0], own: OWN })).filter((p) => p.includes('choice not shown')));
          }
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
