import { describe, expect, it } from 'vitest';
import { matchRoute, modulesOf } from '../../../src/routes/match-route';
import { join } from 'node:path';
import { fixedRoutes, HOME_PATH, routeTable, WEBVIEW_HANDOFF_PATHS } from '../../../src/routes/route-table';
import { journeyRoutesOf, readJourneys } from '../../../scripts/journey-routes';
import { routeCollisions } from '../../../scripts/journey-route-check';

// Every path of SPEC §2, written out again here so the table cannot silently lose one.
const SPEC_PATHS = `
/payment/paylink /payment/paylink-expired /payment/direct-payment-success
/web/pre-checkout /web/addon-selection /web/personal-details /web/order-summary /web/payment /web/payment-success /web/payment-failed
/web/signup /web/login /web/verify-otp/login /web/verify-otp/signup /web/connection-details /web/pending-orders /web/pending-order-details
/web/address-details /web/manual-ekyc /web/select-payment-methods
/manage/order /manage/sim-activation /manage/sim-activation-instruction /manage/service-request /manage/service-request-status
/manage/sim-replacement-order-request /manage/sim-replacement-kyc /manage/sim-replacement-delivery-details /manage/sim-replacement-order-summary
/manage/sim-replacement-order-payment /manage/manual-ekyc /manage/plan-switch/plans /manage/plan-switch/plan-details /manage/plan-switch/order-summary
/manage/payment /manage/payment-success /manage/payment-failed /manage/cancel-portin /manage/past-service-requests /manage/past-port-out-service-request
/manage/past-reverse-portin-service-request /manage/past-reverse-portout-service-request /manage/update-card/verify /manage/update-card/request
/manage/terminate-number /manage/terminate-number/submit /manage/terminate-number/success /manage/add-payment-method-form
/manage/update-personal-details /manage/update-delivery-address-details
/reschedule_delivery/sim_only /reschedule_delivery/personal-details /reschedule_delivery/address-details /reschedule_delivery/review_detail
/reschedule/payment /reschedule/payment-success
/profile /profile/email /profile/saved-payment-methods /profile/payment-method /profile/select-payment-methods /profile/privacy-settings
/loyalty /loyalty/profile /loyalty/category-details /loyalty/item-modal /loyalty/point-history /loyalty/no-account /loyalty/tutorial
/loyalty/tier-benefits /loyalty/points-booster
/orderlist /maintenance /429 /404 /language /retail-onboarding /loadBarcode /phonesettings /zendesk /easy-paisa-callback
/closewebview /multi-line-selection /manageOrderClose /updateCardSuccess /profileUpdateEmailSuccess /rewards /logged_out /dashboard /loyalty-demo
`.trim().split(/\s+/);

const journeys = readJourneys(join(import.meta.dirname, '..', '..', '..', 'journeys'));

/**
 * What to edit when a SPEC §2 path has no route, in one line: a journey step taken out of its JSON keeps its path as
 * one of the journey's formerPaths (its customers then land on the nearest step); a route meant to go is a decision.
 */
function whatToEdit(path: string): string {
  const area = path.split('/')[1];
  const journey = journeys.find(({ definition: d }) => d.kind === 'wizard' && d.steps.some((s) => s.path.split('/')[1] === area));
  const json = journey ? `add it to "formerPaths" in ${journey.file}` : 'restore its route in src/routes/fixed-routes.ts';
  return `SPEC §2 path ${path} has no route: ${json}, or record its removal in docs/decisions/ and take it out of SPEC_PATHS here`;
}

const route = (path: string) => {
  const m = matchRoute(path);
  if (m.kind !== 'route') throw new Error(`${path}: ${m.kind}`);
  return m.route;
};

describe('route table', () => {
  it('has every SPEC §2 path exactly once', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(SPEC_PATHS.filter((p) => !paths.includes(p)).map(whatToEdit)).toEqual([]);
  });

  it.each([
    { name: 'manage needs a user', path: '/manage/order', auth: true, layout: 'main-with-auth' },
    { name: 'profile needs a user', path: '/profile/email', auth: true, layout: 'main-with-auth' },
    { name: 'loyalty has no auth check', path: '/loyalty/tutorial', auth: false, layout: 'loyalty' },
    { name: 'landing', path: HOME_PATH, auth: false, layout: 'main' },
    { name: 'sim replacement payment result', path: '/manage/payment-success', auth: true, layout: 'auth-no-footer' },
    { name: 'hand-off', path: '/closewebview', auth: false, layout: 'no-footer' },
    { name: 'loadBarcode', path: '/loadBarcode', auth: false, layout: 'no-header-footer' },
    { name: 'paylink', path: '/payment/paylink', auth: false, layout: 'payment' },
  ])('$name: $path', ({ path, auth, layout }) => {
    expect(route(path)).toMatchObject({ auth, layout });
  });

  it('shares pages as SPEC §2 says', () => {
    expect(route('/web/payment-success').page).toBe(route('/web/payment-failed').page);
    expect(route('/manage/payment-success').page).toBe(route('/manage/payment-failed').page);
    const status = ['/manage/past-port-out-service-request', '/manage/past-reverse-portin-service-request', '/manage/past-reverse-portout-service-request', '/manage/service-request-status'];
    expect(new Set(status.map((p) => route(p).page)).size).toBe(1);
    expect(new Set(WEBVIEW_HANDOFF_PATHS.map((p) => route(p).page))).toEqual(new Set(['webview-handoff']));
  });

  it.each([
    { path: '/', expected: { kind: 'redirect', to: HOME_PATH } },
    { path: '/no/such/page', expected: { kind: 'not-found' } },
    { path: '/loyalty/nope', expected: { kind: 'not-found', route: { page: 'loyalty-not-found', layout: 'loyalty' } } },
    { path: '/profile/', expected: { kind: 'route', route: { path: '/profile' } } },
  ])('matches $path', ({ path, expected }) => {
    expect(matchRoute(path)).toMatchObject(expected);
  });

  // Read from each wizard's JSON here, not through the route table's own reading of it (scripts/journey-routes.ts):
  // the step's frame, else its journey's; its journey's sign-in; the journey's and the step's own locale groups.
  const stepCases = journeys.flatMap(({ definition: d }) =>
    d.kind !== 'wizard'
      ? []
      : d.steps.map((s) => ({
          step: `${d.id} ${s.name}`,
          path: s.path,
          ownFrame: s.layout !== undefined,
          expected: { page: 'journey', layout: s.layout ?? d.layout ?? 'main', auth: d.auth === true },
          modules: [...new Set(['common', ...(d.localeModules ?? []), ...(s.localeModules ?? [])])].sort(),
        })),
  );

  it.each(stepCases)('a wizard step takes its route from the journey JSON: $step ($path)', ({ path, expected, modules }) => {
    expect(route(path)).toMatchObject(expected);
    expect(modulesOf(route(path))).toEqual(modules);
  });

  it("the wizards' steps include one with a frame of its own and one signed-in journey, so both readings above are tried", () => {
    expect(stepCases.some((c) => c.ownFrame)).toBe(true);
    expect(stepCases.some((c) => c.expected.auth)).toBe(true);
  });

  it('every wizard step of every journey has its route, and no fixed route repeats one', () => {
    const steps = journeyRoutesOf(journeys.map((j) => j.definition));
    expect(steps.length).toBeGreaterThan(20);
    for (const s of steps) expect(route(s.path)).toMatchObject({ page: 'journey', layout: s.layout, auth: s.auth });
    expect(fixedRoutes.filter((r) => steps.some((s) => s.path === r.path))).toEqual([]);
  });

  it('journeys:check refuses a step path that is another route, or another journey\'s step', () => {
    const wizard = (id: string, paths: string[]) => ({ file: `journeys/${id}.json`, definition: { id, kind: 'wizard', steps: paths.map((path, i) => ({ name: `s${i}`, path })) } as never });
    expect(routeCollisions([wizard('a', ['/a/one', '/profile']), wizard('b', ['/b/one', '/a/one'])])).toEqual([
      { file: 'journeys/a.json', pointer: '/steps/1/path', message: "step path '/profile' is already the route of page 'profile' (src/routes/fixed-routes.ts)" },
      { file: 'journeys/b.json', pointer: '/steps/1/path', message: "step path '/a/one' is already a step of journeys/a.json" },
    ]);
    expect(routeCollisions([wizard('a', ['/a/one', '/a/two'])])).toEqual([]);
  });

  it("a removed step's former path stays a route of its journey, in the journey's frame", () => {
    const wizard = { id: 'w', kind: 'wizard', layout: 'payment', auth: true, localeModules: ['journey'], steps: [{ name: 'a', path: '/w/a' }], formerPaths: ['/w/gone'] } as const;
    expect(journeyRoutesOf([wizard as never])).toEqual([
      { path: '/w/a', layout: 'payment', auth: true, modules: ['journey'] },
      { path: '/w/gone', layout: 'payment', auth: true, modules: ['journey'] },
    ]);
    const file = (definition: object) => ({ file: 'journeys/w.json', definition: definition as never });
    expect(routeCollisions([file({ ...wizard, formerPaths: ['/w/a', '/profile'] })])).toEqual([
      { file: 'journeys/w.json', pointer: '/formerPaths/0', message: "'/w/a' is a step's path again: take it out of formerPaths" },
      { file: 'journeys/w.json', pointer: '/formerPaths/1', message: "step path '/profile' is already the route of page 'profile' (src/routes/fixed-routes.ts)" },
    ]);
  });
});
