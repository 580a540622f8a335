/**
 * What `npm run bench` measures with Lighthouse (issue 47): every route of the route table (SPEC §2 and the journeys'
 * steps, src/routes/route-table.ts), each in English and Urdu, by the customer it needs, with its budgets. Plain
 * functions of the table, so a unit test reads the same list (tests/scripts/bench-routes.test.ts).
 */
import type { RouteDef } from '../src/routes/fixed-routes';
import { seedNumbers } from '../gateway/seed/catalog-seed';

export interface Budgets {
  performance: number;
  lcpS: number;
  tbtMs: number;
  cls: number;
  scriptKiB: number;
}

export type Customer = 'member' | 'lineOnly' | 'noLine';
export type Language = 'en' | 'ur';

/** One Lighthouse measurement: a route in one language, opened by a customer signed in through the hand-off when `as` says so. */
export interface RouteBench {
  /** The route table's path, which `--routes` matches. */
  route: string;
  /** The route, language and customer, as the table names it. */
  name: string;
  budgets: Budgets;
  lang: Language;
  /** Which seeded customer opens it (auth_token in the address, as the app's webview opens a page). */
  as?: Customer;
  /** A main route: always the median of 3 runs; any other route gets 3 only when its one run misses. */
  main: boolean;
  /**
   * sessionStorage the tab starts with: a purchase step reached partway (partwayRoutes), measured by `--bytes` only
   * (Lighthouse opens its own tab, with nothing saved).
   */
  session?: Readonly<Record<string, string>>;
}

const HOME = '/web/pre-checkout';
/** The landing's own budgets (DESIGN.md: its script is the landing JS budget), and every other route's (issue 47). */
export const LANDING_BUDGETS: Budgets = { performance: 98, lcpS: 1.6, tbtMs: 50, cls: 0.01, scriptKiB: 70 };
export const ROUTE_BUDGETS: Budgets = { performance: 98, lcpS: 1.6, tbtMs: 50, cls: 0.01, scriptKiB: 100 };
/** Pages that show a customer with no line something else (the home, the orders, the manage hub): measured for both. */
export const NO_LINE_DIFFERS: ReadonlySet<string> = new Set(['/profile', '/orderlist', '/manage/service-request']);
/**
 * Main routes (issue 47): the landing, login, home, orders, loyalty, a manage wizard's first step, history, inbox (the
 * notifications page; "inbox" matched no route, so it had one Lighthouse run where the main routes have three).
 */
const MAIN = /^\/(?:web\/pre-checkout|web\/login|profile|orderlist|loyalty|manage\/plan-switch\/plans|[\w/-]*history|profile\/notifications)$/;

/** Paths, or globs where `*` is one segment's characters and `**` anything: whether a route's path is among them. */
export function routeMatcher(wanted: readonly string[]): (path: string) => boolean {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*');
  const patterns = wanted.map((w) => new RegExp(`^${w.split('**').map(escape).join('.*')}$`));
  return (path) => patterns.some((p) => p.test(path));
}

/**
 * Every route of the table, or those `wanted` names, in each language (both by default): a signed-in route (and the
 * loyalty area, whose pages show a member's points) opened by a customer with an Active line who is a loyalty
 * member; the loyalty join page by a customer with a line who is not; the pages that differ for a customer with no
 * line (NO_LINE_DIFFERS) by such a customer too.
 */
export function benchRoutes(table: readonly RouteDef[], { wanted, languages = ['en', 'ur'] }: { wanted?: readonly string[]; languages?: readonly Language[] } = {}): RouteBench[] {
  const matches = wanted?.length ? routeMatcher(wanted) : () => true;
  const out: RouteBench[] = [];
  for (const route of table) {
    if (!matches(route.path)) continue;
    const member = route.auth || route.path.startsWith('/loyalty');
    const who: Array<Customer | undefined> = !member ? [undefined] : route.path === '/loyalty/no-account' ? ['lineOnly'] : NO_LINE_DIFFERS.has(route.path) ? ['member', 'noLine'] : ['member'];
    for (const lang of languages) {
      for (const as of who) {
        const kind = as === 'noLine' ? ', no line' : as === 'lineOnly' ? ', line, not a member' : '';
        out.push({ route: route.path, name: `${route.path} [${lang}${kind}]`, budgets: route.path === HOME ? LANDING_BUDGETS : ROUTE_BUDGETS, lang, as, main: MAIN.test(route.path) });
      }
    }
  }
  if (!out.length) throw new Error(`bench: --routes ${wanted?.join(',')} matched no route of the route table (src/routes/route-table.ts)`);
  return out;
}

/** A wizard's definition as its JSON gives it (journeys/onboarding.json): its id and its steps' names and paths. */
export interface WizardSteps {
  id: string;
  steps: ReadonlyArray<{ name: string; path: string }>;
}

const ADDRESS = { postalCode: '54000', province: 'Punjab', city: 'Lahore', area: 'Gulberg', addressLine1: '12 Mall Road' };

/**
 * The purchase as a customer who is partway through it has it saved in the tab (sessionStorage `journey:<id>`, the
 * "journey changed" shape the checkout's browser test saves): the data the earlier steps leave (a physical SIM,
 * doorstep delivery, a free number the sandbox has; a ported number for the port-in step) and the furthest step, the
 * last. A number the sandbox does not have made the order summary's and the payment's preview fail, so those rows
 * measured the failure's alert, not the page.
 */
export function savedPartway(journey: WizardSteps, path: string): Record<string, string> {
  const data = {
    productType: 'prepaid',
    planId: 'plan-prepaid-monthly',
    addons: [],
    simType: 'physical_sim',
    numberType: path.endsWith('/port-in') ? 'PORT_IN' : 'NEW',
    selectedNumber: seedNumbers().find((n) => n.price === 0)?.msisdn,
    personal: { firstName: 'Ayesha', lastName: 'Khan', dob: '15-06-1990', contactNumber: '3001234567', email: 'ayesha@example.pk', CNICNumber: '3520212345671' },
    email: 'ayesha@example.pk',
    documentType: 'CNIC',
    documentId: '3520212345671',
    billingAddress: ADDRESS,
    deliveryAddress: ADDRESS,
    sameAsBilling: true,
    deliveryMethod: 'DOORSTEP_DELIVERY',
  };
  const furthestStep = journey.steps.at(-1)?.name;
  return { [`journey:${journey.id}`]: JSON.stringify({ journeyId: journey.id, fingerprint: 'from-earlier-steps', kind: 'wizard', snapshot: { context: { data } }, furthestStep }) };
}

/**
 * Each step of the purchase after its first (the landing), in each language, as a customer partway through reaches it
 * (opened or reloaded with the purchase saved in the tab, savedPartway): opened cold, such a step sends the visitor
 * back to the landing, so the route table's rows measure only that (issue 47). `wanted` as for benchRoutes; no match
 * is no row (the route table's rows answer for a path that matches nothing).
 */
export function partwayRoutes(journey: WizardSteps, { wanted, languages = ['en', 'ur'] }: { wanted?: readonly string[]; languages?: readonly Language[] } = {}): RouteBench[] {
  const matches = wanted?.length ? routeMatcher(wanted) : () => true;
  return journey.steps
    .slice(1)
    .filter((step) => matches(step.path))
    .flatMap((step) => languages.map((lang) => ({ route: step.path, name: `${step.path} [${lang}, partway]`, budgets: ROUTE_BUDGETS, lang, main: false, session: savedPartway(journey, step.path) })));
}
