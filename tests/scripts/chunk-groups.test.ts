import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_PARTS, chunkGroups, ELIGIBILITY, MANAGE_PARTS, ORDER_CALLS, ORDER_ITEMS, QUERY_HOOKS, SESSION_MACHINE, SMALL_UI } from '../../scripts/chunk-groups';
import { ROUTE_PRELOAD_MODULES } from '../../scripts/route-preloads';
import { NORMALIZED_JOURNEY } from '../../scripts/journey-routes';
import { HOME_PATH } from '../../src/routes/fixed-routes';

const root = join(import.meta.dirname, '..', '..');
const groups = chunkGroups(root);
/** The group a module id falls into (the first by priority whose test matches), as the bundler picks. */
function groupOf(id: string): string | undefined {
  const ordered = [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  for (const g of ordered) {
    // The entry's group ($initial) takes what the entry loads, which an id alone does not tell.
    if (g.tags) continue;
    if (typeof g.name === 'function') {
      const name = g.name(id);
      if (name) return name;
    } else if (g.test && (typeof g.test === 'function' ? g.test(id) : g.test.test(id))) return g.name;
  }
  return undefined;
}

describe('chunk groups', () => {
  it('leaves the endpoints’ validators out of the entry’s group: each is an entry of the build, a file of its own (scripts/validator-chunks.ts)', () => {
    const app = groups.find((g) => g.name === 'app');
    const test = app?.test as ((id: string) => boolean) | undefined;
    expect(test?.(join(root, 'src', 'api', 'generated', 'validators', 'GET_LINES.js'))).toBe(false);
    expect(test?.(join(root, 'src', 'api', 'api-client.ts'))).toBe(true);
  });

  it('puts XState with the engine, the gate’s plain machine apart, and TanStack Query with the app hooks, in a chunk each', () => {
    // Every page that loads XState loads the engine: one file (issue 47).
    expect(groupOf('/x/node_modules/xstate/dist/xstate.esm.js')).toBe('engine');
    expect(groupOf('/x/node_modules/@xstate/react/dist/xstate-react.esm.js')).toBe('engine');
    expect(groupOf(join(root, 'engine', 'to-machine.ts'))).toBe('engine');
    // Reading a saved journey comes with the engine: every page that reads one runs it (issue 47).
    expect(groupOf(join(root, 'src', 'journey', 'journey-storage.ts'))).toBe('engine');
    expect(groupOf(join(root, 'src', 'journey', 'journey-data-parse.ts'))).toBe('engine');
    // The gate's journey runs without XState (engine/plain-machine.ts): its chunk and the engine modules it shares
    // with the engine are apart from it (issue 47); its XState actors, for the actor registry, are the engine's.
    expect(groupOf(join(root, 'src', 'auth', 'session-journey.ts'))).toBe('session');
    expect(groupOf(join(root, 'engine', 'plain-machine.ts'))).toBe('session');
    // The header's bell, on every signed-in page, comes with the gate's chunk.
    expect(groupOf(join(root, 'src', 'shell', 'notification-bell.tsx'))).toBe('session');
    // Journeys come normalized from the build (scripts/journey-routes.ts): the normalizer is the engine's, not the gate's.
    expect(groupOf(join(root, 'engine', 'normalize.ts'))).toBe('engine');
    expect(groupOf(join(root, 'engine', 'behaviours', 'inputs.ts'))).toBe('journey-core');
    expect(groupOf(join(root, 'src', 'auth', 'actors.ts'))).toBeUndefined();
    expect(groupOf(join(root, 'src', 'api', 'generated', 'validators', 'GET_LOCALE_KEYS.js'))).toBe('boot-validators');
    expect(groupOf(join(root, 'src', 'api', 'generated', 'validators', 'GET_USER_DETAILS.js'))).toBe('signed-in-validators');
    expect(groupOf(join(root, 'src', 'api', 'generated', 'validators', 'GET_NOTIFICATION_COUNT.js'))).toBe('signed-in-validators');
    expect(groupOf(join(root, 'src', 'api', 'generated', 'validators', 'GET_LINES.js'))).toBeUndefined();
    expect(groupOf('/x/node_modules/@tanstack/query-core/build/modern/queryClient.js')).toBe('query');
    expect(groupOf(join(root, 'src', 'api', 'queries.ts'))).toBe('query');
    expect(groupOf(join(root, 'src', 'ui', 'price.tsx'))).toBe('ui');
    expect(groupOf(join(root, 'src', 'features', 'account', 'order-list.ts'))).toBe('account');
    // What the journey pages use as well is not in the account group, which they would then load whole.
    expect(groupOf(join(root, 'src', 'integrations', 'captcha', 'captcha-token.ts'))).toBe('order-calls');
    expect(groupOf(join(root, 'src', 'features', 'service-requests', 'request-view.ts'))).toBe('manage');
    expect(groupOf(join(root, 'src', 'purchase', 'post-login-route.ts'))).toBeUndefined();
    // A journey page's machinery in two files, and a wizard's definition with its area's modules in one.
    expect(groupOf(join(root, 'src', 'journey', 'use-journey.ts'))).toBe('machines');
    // A journey-only behaviour group comes with the journey that names it, not with every journey page's machinery.
    expect(groupOf(join(root, 'engine', 'behaviours', 'payment.ts'))).toBe('payment-journey');
    expect(groupOf(join(root, 'engine', 'behaviours', 'redemption.ts'))).toBe('journey-loyalty-redeem');
    expect(groupOf(`\0${NORMALIZED_JOURNEY}loyalty-redeem`)).toBe('journey-loyalty-redeem');
    // A journey's own files in an area not named by its id come with it: the eKYC submission's actors.
    expect(groupOf(`\0${NORMALIZED_JOURNEY}manual-ekyc-submit`)).toBe('journey-manual-ekyc-submit');
    expect(groupOf(join(root, 'src', 'features', 'manual-ekyc', 'actors.ts'))).toBe('journey-manual-ekyc-submit');
    expect(groupOf(join(root, 'src', 'features', 'reschedule', 'rs-data.ts'))).toBe('journey-reschedule-delivery');
    // Several journeys' (the paylink's, the store's, the wallet's return): a file of its own; the flag client's journey comes with it.
    expect(groupOf(join(root, 'engine', 'behaviours', 'paylink.ts'))).toBeUndefined();
    // The sign-in's small parts, which the login, the sign-up and the code pages each load all of: one file.
    expect(groupOf(join(root, 'src', 'features', 'auth', 'sign-in-lock.ts'))).toBe('sign-in-parts');
    expect(groupOf(join(root, 'src', 'features', 'auth', 'code-session.ts'))).toBe('sign-in-parts');
    expect(groupOf(join(root, 'engine', 'behaviours', 'flag-identity.ts'))).toBeUndefined();
    expect(groupOf(`\0${NORMALIZED_JOURNEY}flag-context`)).toBeUndefined();
    expect(groupOf(join(root, 'src', 'pages', 'wizard-screen-registry.ts'))).toBe('wizard-page');
    // Each wizard's own screens' entries: a file of its own, which that wizard alone loads (not every wizard's on each).
    expect(groupOf(join(root, 'src', 'pages', 'wizard-screens', 'plan-switch.ts'))).toBeUndefined();
    expect(groupOf(join(root, 'journeys', 'plan-switch.json'))).toBe('journey-plan-switch');
    expect(groupOf(`\0${NORMALIZED_JOURNEY}plan-switch`)).toBe('journey-plan-switch');
    expect(groupOf(`\0${NORMALIZED_JOURNEY}auth-handoff`)).toBe('session');
    expect(groupOf(`\0${NORMALIZED_JOURNEY}payment`)).toBe('payment-journey');
    // Its saved data's validator stays apart: the landing reads saved choices with it alone (tests/e2e/landing.e2e.ts).
    expect(groupOf(join(root, 'src', 'journey', 'generated', 'plan-switch.js'))).toBeUndefined();
    expect(groupOf(join(root, 'journeys', 'auth-handoff.json'))).toBe('session');
    expect(groupOf(join(root, 'journeys', 'plan-switch-confirm.json'))).toBe('journey-plan-switch');
    // The payment journey is hosted by several wizards: a chunk of its own; its actors another, which a wizard loads
    // when its payment step needs them, not on every step with the journey.
    expect(groupOf(join(root, 'journeys', 'payment.json'))).toBe('payment-journey');
    expect(groupOf(join(root, 'src', 'features', 'payment', 'payment-actors.ts'))).toBe('payment-actors');
    // A wizard's area comes with its journey, but for its screens.
    expect(groupOf(join(root, 'src', 'features', 'plan-switch', 'messages.ts'))).toBe('journey-plan-switch');
    expect(groupOf(join(root, 'src', 'features', 'plan-switch', 'actors.ts'))).toBe('journey-plan-switch');
    expect(groupOf(join(root, 'src', 'features', 'plan-switch', 'plans-screen.tsx'))).toBeUndefined();
    expect(groupOf(join(root, 'src', 'features', 'loyalty', 'messages.ts'))).toBeUndefined();
    // A wizard's words that a page outside it shows (the home's link to the recharge) stay out of its chunk: the
    // home loaded the recharge's journey, screens and payment panel with them.
    expect(groupOf(join(root, 'src', 'features', 'recharge-any', 'messages.ts'))).toBeUndefined();
    expect(groupOf(join(root, 'src', 'features', 'recharge-any', 'actors.ts'))).toBe('journey-recharge-any');
    // Everything else is the bundler's own splitting.
    expect(groupOf(join(root, 'src', 'features', 'profile', 'profile-page.tsx'))).toBeUndefined();
    expect(groupOf('/x/node_modules/enginex/index.js')).toBeUndefined();
  });

  it("puts none of the landing's first-screen modules in a signed-in group", () => {
    const signedIn = [...SESSION_MACHINE, ...QUERY_HOOKS, ...SMALL_UI, ...ACCOUNT_PARTS, ...MANAGE_PARTS, ...ORDER_CALLS, ...ELIGIBILITY, ...ORDER_ITEMS];
    for (const module of ROUTE_PRELOAD_MODULES[HOME_PATH] ?? []) {
      expect(signedIn, module).not.toContain(module);
      expect(['engine', 'query', 'ui', 'account', 'manage', 'order-calls', 'eligibility', 'order-items', 'machines', 'wizard-page'], module).not.toContain(groupOf(join(root, module)));
    }
  });

  it('fails the build when a listed file is gone, instead of leaving it to the splitting unnoticed', () => {
    const empty = mkdtempSync(join(tmpdir(), 'chunk-groups-'));
    try {
      expect(() => chunkGroups(empty)).toThrow(/no such file .*src\/i18n\/screen-messages\.tsx/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
