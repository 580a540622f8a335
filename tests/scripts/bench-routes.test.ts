import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/routes/route-table';
import { benchRoutes, LANDING_BUDGETS, NO_LINE_DIFFERS, partwayRoutes, ROUTE_BUDGETS, routeMatcher, type WizardSteps } from '../../scripts/bench-routes';

const purchase = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'journeys', 'onboarding.json'), 'utf8')) as WizardSteps;

// What `npm run bench` measures (issue 47): the route table's every route, in both languages, by the customer it needs.

describe('the bench routes', () => {
  it('are every route of the route table in English and Urdu, signed in where the route needs it', () => {
    const all = benchRoutes(routeTable);
    for (const route of routeTable) {
      for (const lang of ['en', 'ur'] as const) {
        const runs = all.filter((r) => r.route === route.path && r.lang === lang);
        expect(runs.length, `${route.path} ${lang}`).toBe(NO_LINE_DIFFERS.has(route.path) ? 2 : 1);
        if (route.auth) expect(runs.every((r) => r.as !== undefined), route.path).toBe(true);
      }
    }
    expect(new Set(all.map((r) => r.name)).size).toBe(all.length);
    // The pages that differ for a customer with no line are measured for one too, in both languages.
    for (const path of NO_LINE_DIFFERS) expect(all.filter((r) => r.route === path && r.as === 'noLine').map((r) => r.lang), path).toEqual(['en', 'ur']);
    // The landing keeps its own budgets; every other route has the route budgets.
    expect(all.filter((r) => r.budgets === LANDING_BUDGETS).map((r) => r.route)).toEqual(['/web/pre-checkout', '/web/pre-checkout']);
    expect(all.filter((r) => r.budgets === ROUTE_BUDGETS).length).toBe(all.length - 2);
  });

  it("take a median of three on the issue's main routes, each of which the route table has", () => {
    const main = new Set(benchRoutes(routeTable).filter((r) => r.main).map((r) => r.route));
    // The landing, login, home, orders, loyalty, a manage wizard's first step, the histories and the inbox.
    for (const path of ['/web/pre-checkout', '/web/login', '/profile', '/orderlist', '/loyalty', '/manage/plan-switch/plans', '/profile/history', '/loyalty/point-history', '/profile/notifications']) {
      expect(routeTable.some((r) => r.path === path), path).toBe(true);
      expect(main.has(path), path).toBe(true);
    }
    expect(main.has('/profile/email')).toBe(false);
  });

  it('take a list of paths or globs, and one language', () => {
    expect(routeMatcher(['/manage/*'])('/manage/order')).toBe(true);
    expect(routeMatcher(['/manage/*'])('/manage/plan-switch/plans')).toBe(false);
    expect(routeMatcher(['/manage/**'])('/manage/plan-switch/plans')).toBe(true);
    expect(routeMatcher(['/profile'])('/profile/email')).toBe(false);
    const some = benchRoutes(routeTable, { wanted: ['/web/login', '/loyalty/**'], languages: ['ur'] });
    expect(new Set(some.map((r) => r.route))).toEqual(new Set(routeTable.filter((r) => r.path === '/web/login' || r.path.startsWith('/loyalty/')).map((r) => r.path)));
    expect(some.every((r) => r.lang === 'ur')).toBe(true);
    expect(() => benchRoutes(routeTable, { wanted: ['/no/such/route'] })).toThrow(/matched no route/);
  });

  it('measure every purchase step after the landing a second time, in both languages, as a customer partway reaches it', () => {
    const partway = partwayRoutes(purchase);
    const [landing, ...later] = purchase.steps;
    expect(later.length).toBeGreaterThan(0);
    for (const step of later) {
      expect(partway.filter((r) => r.route === step.path).map((r) => r.lang), step.path).toEqual(['en', 'ur']);
      // Every step is a route of the table too (its cold rows), which --routes matches the same way.
      expect(routeTable.some((r) => r.path === step.path), step.path).toBe(true);
    }
    expect(partway.some((r) => r.route === landing?.path)).toBe(false);
    expect(partway.length).toBe(later.length * 2);
    // Each starts with the purchase saved in the tab, at its furthest step, with the data the earlier steps leave.
    for (const r of partway) {
      const saved = JSON.parse(r.session?.[`journey:${purchase.id}`] ?? 'null') as { journeyId: string; furthestStep: string; snapshot: { context: { data: { numberType: string } } } } | null;
      expect(saved?.journeyId, r.name).toBe(purchase.id);
      expect(saved?.furthestStep).toBe(purchase.steps.at(-1)?.name);
      expect(saved?.snapshot.context.data.numberType).toBe(r.route.endsWith('/port-in') ? 'PORT_IN' : 'NEW');
      expect(r.budgets).toBe(ROUTE_BUDGETS);
    }
    expect(new Set([...benchRoutes(routeTable), ...partway].map((r) => r.name)).size).toBe(benchRoutes(routeTable).length + partway.length);
    const last = later.at(-1)!.path;
    const some = partwayRoutes(purchase, { wanted: [last, '/profile'], languages: ['ur'] });
    expect(some.map((r) => r.name)).toEqual([`${last} [ur, partway]`]);
  });
});
