/**
 * One sweep of the route table for the checks that look at a route opened in the app (issue 47 part 4: each route
 * visited once per viewer, language and width; docs/decisions/2026-11-29-one-route-sweep.md). A visit is a viewer
 * (route-visits.ts `Viewer`) at an address, in a language; each visit runs every check registered for it:
 * - `layout` (issue 46, support/layout-checks.ts at 390 and 1280 px, and "the page went elsewhere"): the routes
 *   written in code, each at its address for the viewer it is meant for (`fixedRouteVisits`);
 * - `words` (issue 30, support/words-checks.ts at 390 px): every address of the route table (`routeVisits`, the
 *   wizards' step addresses included) as the member.
 * Where both ask for the same viewer at the same address (most routes) the page is opened once and both look at it;
 * where they differ (the sign-in pages are a visitor's for `layout`, the member's for `words`; the paylink page with
 * the member's link id and without) each gets its own visit. Every finding names its route, language and width.
 * The sweep runs once per stack, whichever of its tests asks first; each test asserts its own check's findings.
 */
import type { Page } from 'playwright-core';
import type { Stack } from './harness';
import { fixedRouteVisits, openInApp, OPENS_AFTER, reloadIn, routeVisits, sweepCustomers, type SweepCustomers, type Viewer } from './route-visits';
import { LANGUAGES, lookAtWidths, OWN_WORDS, WIDTHS } from './layout-checks';
import { wordsProblems } from './words-checks';
import { routeTable } from '../../../src/routes/route-table';

export type SweepCheck = 'layout' | 'words';

export interface SweepVisit {
  path: string;
  viewer: Viewer;
  checks: ReadonlySet<SweepCheck>;
}

/** Every visit of the sweep (per language), in the route table's order, with the checks that look at it. */
export function sweepVisits(member: SweepCustomers['member']): SweepVisit[] {
  const visits = new Map<string, { path: string; viewer: Viewer; checks: Set<SweepCheck> }>();
  const add = (viewer: Viewer, path: string, check: SweepCheck) => {
    const key = `${viewer} ${path}`;
    const visit = visits.get(key) ?? { path, viewer, checks: new Set<SweepCheck>() };
    visit.checks.add(check);
    visits.set(key, visit);
  };
  const layout = fixedRouteVisits(member);
  const words = routeVisits(member.orderRef);
  routeTable.forEach((route, i) => {
    for (const v of layout.filter((l) => l.route === route)) add(v.viewer, v.path, 'layout');
    add('member', words[i]!, 'words');
  });
  return [...visits.values()];
}

export interface SweepFindings {
  problems: Record<SweepCheck, string[]>;
  /** How many visits ran each check (all languages), and how the pages were opened. */
  visits: Record<SweepCheck, number>;
  opened: { app: number; load: number };
}

async function sweep(stack: Stack): Promise<SweepFindings> {
  const customers = await sweepCustomers(stack.gatewayUrl);
  const own = [...customers.member.email.split(/[^A-Za-z]+/), ...customers.newcomer.email.split(/[^A-Za-z]+/), ...OWN_WORDS];
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
  const found: SweepFindings = { problems: { layout: [], words: [] }, visits: { layout: 0, words: 0 }, opened: { app: 0, load: 0 } };
  const visits = sweepVisits(customers.member);
  for (const language of LANGUAGES) {
    for (const { path, viewer, checks } of visits) {
      const page = await pageOf(viewer);
      if ((await page.evaluate(() => document.documentElement.lang)) !== language) await reloadIn(page, language);
      found.opened[await openInApp(page, stack.app.url, path)] += 1;
      const asked = path.split('?')[0]!;
      // Each check reads the page as it is now, at 390 px; the layout checks then resize to 1280 px and back.
      if (checks.has('words')) found.problems.words.push(...(await wordsProblems(page, { path, language, width: WIDTHS[0] })));
      if (checks.has('layout')) {
        const shownAt = new URL(page.url()).pathname;
        if (shownAt !== asked && OPENS_AFTER[asked] !== shownAt) found.problems.layout.push(`${asked} ${language}: opened as ${viewer}, the page went to ${shownAt}`);
        found.problems.layout.push(...(await lookAtWidths(page, { path: asked, language, own })));
      }
      for (const check of checks) found.visits[check] += 1;
    }
  }
  return found;
}

const sweeps = new WeakMap<Stack, Promise<SweepFindings>>();
/** The sweep on this stack, run by the first test that asks for it. */
export function routeSweep(stack: Stack): Promise<SweepFindings> {
  let known = sweeps.get(stack);
  if (!known) sweeps.set(stack, (known = sweep(stack)));
  return known;
}
