// Every unit and component test file (vitest.config.ts). In the component tests (jsdom), Testing Library's waits
// (waitFor, findBy…) give up after 1 s by default. A wait ends as soon as what it waits for is on the page, so a
// longer bound costs nothing when a test passes; with the files side by side on a loaded two-core machine, a
// screen's first render (its module compiled on first import) took longer than 1 s and 3 s and failed tests
// that were right. Tests that pass their own, longer, timeout keep it.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}

// Most files share their worker's imports with the files before them (tests/support/isolation.ts): what one file
// left behind is undone when it ends, so the next starts as it would in a worker of its own. Testing Library's own
// cleanup after each test is registered once, by the first file that imports it; this one is every file's.
const { afterAll, afterEach, expect, vi } = await import('vitest');
const { readFileSync } = await import('node:fs');
const { runsInBrowserEnvironment } = await import('./isolation.ts');
/** What a browser-like environment puts on the global and a node environment does not have. */
const BROWSER_GLOBALS = ['window', 'document', 'self', 'location', 'navigator'] as const;
/** Node 21 and later have a `navigator` of their own (its userAgent starts `Node.js/`). */
const isNodesOwnNavigator = () => /^Node\.js\//.test(String((globalThis as { navigator?: { userAgent?: unknown } }).navigator?.userAgent));
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  // A node file must not leave a browser's globals behind: a later node file in its worker would find them (a library
  // that sees `window` takes itself for a browser: json-schema-ref-parser read `location.href`, PGlite chose its
  // browser build). Failing here names the file that left them, not the later one that trips on them.
  const left = BROWSER_GLOBALS.filter((name) => name in globalThis && !(name === 'navigator' && isNodesOwnNavigator()));
  if (left.length > 0 && !runsInBrowserEnvironment(readFileSync(expect.getState().testPath ?? '', 'utf8'))) {
    throw new Error(`this node file left ${left.join(', ')} on the worker's global: a later file in its worker would see them. Remove what it set when it ends (or stub it with vi.stubGlobal).`);
  }
});

export {};
