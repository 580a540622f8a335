/**
 * What `npm run bench` measures with Lighthouse (issue 47): every route of the route table (SPEC §2 and the journeys'
 * steps, src/routes/route-table.ts), each in English and Urdu, by the customer it needs, with its budgets. Plain
 * functions of the table, so a unit test reads the same list (tests/scripts/bench-routes.test.ts).
 */
import type { RouteDef } from '../src/routes/fixed-routes';

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
}

const HOME = '/web/pre-checkout';
/** The landing's own budgets (DESIGN.md: its script is the landing JS budget), and every other route's (issue 47). */
export const LANDING_BUDGETS: Budgets = { performance: 98, lcpS: 1.6, tbtMs: 50, cls: 0.01, scriptKiB: 70 };
export const ROUTE_BUDGETS: Budgets = { performance: 98, lcpS: 1.6, tbtMs: 50, cls: 0.01, scriptKiB: 100 };
/** Pages that show a customer with no line something else (the home, the orders, the manage hub): measured for both. */
export const NO_LINE_DIFFERS: ReadonlySet<string> = new Set(['/profile', '/orderlist', '/manage/service-request']);
/** Main routes (issue 47): the landing, login, home, orders, loyalty, a manage wizard's first step, history, inbox. */
const MAIN = /^\/(?:web\/pre-checkout|web\/login|profile|orderlist|loyalty|manage\/plan-switch\/plans|[\w/-]*(?:history|inbox))$/;

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
