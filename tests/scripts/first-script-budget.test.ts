import { describe, expect, it } from 'vitest';
import { firstScriptFiles, firstScriptProblems, ROUTE_PRELOAD_MODULES, ROUTE_SCRIPT_BUDGET_KIB, FIRST_SCRIPT_BUDGET_KIB, type RoutePreloads } from '../../scripts/route-preloads';
import { HOME_PATH } from '../../src/routes/fixed-routes';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({ type: 'chunk' as const, fileName, isEntry, moduleIds, imports });
const KIB = 1024;

describe("a route's first script (build check)", () => {
  const chunks = [
    chunk('assets/index-1.js', ['/r/src/main.tsx', '/r/node_modules/preact/dist/preact.mjs'], ['assets/runtime-1.js'], true),
    chunk('assets/runtime-1.js', ['/r/runtime']),
    chunk('assets/page-1.js', ['/r/src/page.tsx'], ['assets/parts-1.js']),
    chunk('assets/parts-1.js', ['/r/src/parts.tsx']),
    chunk('assets/xstate-1.js', ['/r/node_modules/xstate/dist/xstate.esm.js']),
    chunk('assets/later-1.js', ['/r/src/dialog.tsx']),
  ];
  const routes = Object.keys(ROUTE_PRELOAD_MODULES);
  const preloadingPage: RoutePreloads = Object.fromEntries(routes.map((r) => [r, { scripts: ['/assets/page-1.js'], styles: [] }]));

  it('is the entry with its static imports and the route preloads with theirs; a lazy chunk is not in it', () => {
    expect(firstScriptFiles(chunks, preloadingPage[routes[0]!])).toEqual(['assets/index-1.js', 'assets/page-1.js', 'assets/parts-1.js', 'assets/runtime-1.js']);
    expect(firstScriptFiles(chunks, undefined)).toEqual(['assets/index-1.js', 'assets/runtime-1.js']);
  });

  it('refuses a route over its budget, naming the route, its bytes and its largest file', () => {
    // Each file's bytes as transferred, headers included: every route is 20 + 1 + 3 + 1 KiB = 25 KiB.
    const sizes: Record<string, number> = { 'assets/index-1.js': 20 * KIB, 'assets/runtime-1.js': KIB, 'assets/page-1.js': 3 * KIB, 'assets/parts-1.js': KIB, 'assets/xstate-1.js': 11 * KIB, 'assets/later-1.js': 90 * KIB };
    expect(firstScriptProblems(chunks, preloadingPage, (c) => sizes[c.fileName]!)).toEqual([]);
    // The page grows by what a dialog or another tab brings: one byte over a route's budget is refused, at it is not.
    // Each route has its own (the ratchet, FIRST_SCRIPT_BUDGET_KIB) or the common one.
    for (const route of routes) {
      const budget = (FIRST_SCRIPT_BUDGET_KIB[route] ?? ROUTE_SCRIPT_BUDGET_KIB) * KIB;
      const at = firstScriptProblems(chunks, preloadingPage, (c) => (c.fileName === 'assets/page-1.js' ? budget - 22 * KIB : sizes[c.fileName]!));
      expect(at.filter((p) => p.startsWith(`${route}:`))).toEqual([]);
      const over = firstScriptProblems(chunks, preloadingPage, (c) => (c.fileName === 'assets/page-1.js' ? budget - 22 * KIB + 1 : sizes[c.fileName]!));
      expect(over.find((p) => p.startsWith(`${route}:`))).toMatch(new RegExp(`: first script ${(budget / KIB).toFixed(1).replace('.', '\\.')} KiB as transferred, over its ${budget / KIB} KiB \\(largest: assets/page-1\\.js`));
    }
    // The landing's own budget is the tightest: the same page is refused there first.
    const landingBudget = FIRST_SCRIPT_BUDGET_KIB[HOME_PATH]!;
    expect(Math.min(...routes.map((r) => FIRST_SCRIPT_BUDGET_KIB[r] ?? ROUTE_SCRIPT_BUDGET_KIB))).toBe(landingBudget);
    const landing = firstScriptProblems(chunks, preloadingPage, (c) => (c.fileName === 'assets/page-1.js' ? (landingBudget - 22) * KIB + 1 : sizes[c.fileName]!));
    expect(landing.map((p) => p.split(':')[0])).toEqual([HOME_PATH]);
  });

  it("counts the larger language's words on every route (each page loads its visitor's before its first render)", () => {
    const withWords = [...chunks, chunk('assets/shell-messages-en-1.js', ['/r/src/i18n/shell-messages-en.ts']), chunk('assets/shell-messages-ur-1.js', ['/r/src/i18n/shell-messages-ur.ts'])];
    const words = { en: ['/assets/shell-messages-en-1.js'], ur: ['/assets/shell-messages-ur-1.js'] };
    const landingBudget = FIRST_SCRIPT_BUDGET_KIB[HOME_PATH]!;
    // The landing's files 1 KiB under its budget without words; the Urdu words 1 KiB + 1 byte: over; the English 1 KiB: at.
    const sizes = (urdu: number) => (c: { fileName: string }) =>
      ({ 'assets/index-1.js': (landingBudget - 6) * KIB, 'assets/runtime-1.js': KIB, 'assets/page-1.js': 3 * KIB, 'assets/parts-1.js': KIB, 'assets/shell-messages-en-1.js': KIB, 'assets/shell-messages-ur-1.js': urdu })[c.fileName] ?? 90 * KIB;
    expect(firstScriptProblems(withWords, preloadingPage, sizes(KIB + 1)).find((p) => p.startsWith(`${HOME_PATH}:`))).toBeUndefined();
    const over = firstScriptProblems(withWords, preloadingPage, sizes(KIB + 1), words).find((p) => p.startsWith(`${HOME_PATH}:`));
    expect(over).toMatch(/over its/);
    expect(firstScriptProblems(withWords, preloadingPage, sizes(KIB), words).find((p) => p.startsWith(`${HOME_PATH}:`))).toBeUndefined();
    // English the larger: English's count.
    const swapped = { en: words.ur, ur: words.en };
    expect(firstScriptProblems(withWords, preloadingPage, sizes(KIB + 1), swapped).find((p) => p.startsWith(`${HOME_PATH}:`))).toMatch(/over its/);
  });

  it("refuses a landing whose first script holds a package that must load lazily (XState in a chunk every page loads)", () => {
    const leaking = chunks.map((c) => (c.fileName === 'assets/parts-1.js' ? { ...c, imports: ['assets/xstate-1.js'] } : c));
    const problems = firstScriptProblems(leaking, preloadingPage, () => KIB);
    expect(problems).toEqual([`${HOME_PATH}: its first script holds xstate, which must load lazily (scripts/chunk-packages.ts)`]);
  });
});
