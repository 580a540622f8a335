import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { checkJourneyText } from './engine/check.ts';
import { formatProblem } from './engine/problem.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { chunkPackagesPlugin } from './scripts/chunk-packages.ts';
import { routePreloadsPlugin } from './scripts/route-preloads.ts';
import { landingFramesPlugin } from './scripts/landing-frames.ts';
import { compileHintsPlugin } from './scripts/compile-hints.ts';
import { journeyRoutesPlugin, readJourneys } from './scripts/journey-routes.ts';
import { missingDataSchemas, routeCollisions } from './scripts/journey-route-check.ts';

// JOURNEYS_DIR builds the app from another folder of journeys (the e2e test that swaps two steps uses it).
const journeysDir = process.env.JOURNEYS_DIR ?? join(import.meta.dirname, 'journeys');

/** The journey engine's folder (engine/), whose modules the build puts in one chunk. */
const engineDir = join(import.meta.dirname, 'engine') + sep;

const SESSION_MACHINE = ['src/auth/session-journey.ts', 'journeys/auth-handoff.json'];
const QUERY_HOOKS = ['src/api/queries.ts', 'src/api/query-client.ts', 'src/api/query-provider.tsx', 'src/api/use-endpoint-query.ts', 'src/api/use-endpoint-pages.ts'];
const SMALL_UI = ['src/ui/date-text.tsx', 'src/ui/page-frame.tsx', 'src/ui/price.tsx', 'src/ui/use-now.ts', 'src/ui/show-more.tsx', 'src/ui/next-button.tsx', 'src/ui/next-button.css'];
const ACCOUNT_PARTS = [
  'src/shared/account/account-parts.tsx',
  'src/shared/account/account.css',
  'src/shared/account/order-list.ts',
  'src/shared/account/order-pages.ts',
  'src/shared/profile/account-nav.tsx',
  'src/shared/profile/sign-out.ts',
  'src/shared/service-requests/request-view.ts',
  'src/screens/profile/profile-calls.ts',
  'src/integrations/captcha/captcha-token.ts',
  'src/purchase/post-login-route.ts',
  'schemas/api/order-states.ts',
];
/** Whether a module id is one of these files of the app (paths from the project root). */
const inApp = (id: string, files: readonly string[]) => files.some((f) => id === join(import.meta.dirname, f));

/** Fails the build (and warns the dev server) on any invalid journey: an invalid journey never reaches a customer. */
function journeysGate(): Plugin {
  return {
    name: 'journeys-gate',
    async buildStart() {
      const dir = journeysDir;
      const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
      const problems = [];
      for (const f of files) problems.push(...checkJourneyText(`journeys/${f}`, await readFile(join(dir, f), 'utf8')));
      const journeys = readJourneys(dir);
      problems.push(...routeCollisions(journeys), ...missingDataSchemas(journeys));
      if (problems.length) this.error(`invalid journeys:\n${problems.map(formatProblem).join('\n')}`);
    },
  };
}

// The shipped build runs the React code on preact/compat: React DOM alone would take 57 of the landing
// route's 95 KiB (docs/decisions/2026-11-21-ui-runtime-preact-compat.md). UI_RUNTIME=react builds on React
// itself, for comparison or debugging; component tests always run on React.
const preactAliases =
  process.env.UI_RUNTIME !== 'react'
    ? [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
        { find: /^react$/, replacement: 'preact/compat' },
        // Preact's own render keeps the landing's server-sent first screen instead of emptying #root first.
        { find: /^\.\/mount-root$/, replacement: join(import.meta.dirname, 'src', 'mount-root.preact.tsx') },
      ]
    : [];

export default defineConfig({
  plugins: [react(), journeysGate(), journeyRoutesPlugin(journeysDir), precompressPlugin(), chunkPackagesPlugin(), routePreloadsPlugin(), landingFramesPlugin(), compileHintsPlugin()],
  resolve: {
    alias: [
      { find: '@journeys', replacement: journeysDir },
      // No message uses an ICU skeleton (`::`): the skeleton parser (8 KiB br of every page's entry) is left out.
      { find: /^@formatjs\/icu-skeleton-parser$/, replacement: join(import.meta.dirname, 'src', 'i18n', 'no-icu-skeletons.ts') },
      ...preactAliases,
    ],
  },
  // Workers (altcha's SHA worker) are built under assets/workers/: the app server sends them the CSP a worker runs
  // under, which it leaves off the other hashed files (docs/decisions/2026-11-26-lean-headers-on-hashed-assets.md).
  worker: { rolldownOptions: { output: { entryFileNames: 'assets/workers/[name]-[hash].js', chunkFileNames: 'assets/workers/[name]-[hash].js' } } },
  // The bundler's plugin-timing report (about ten lines on every build) is a profiling aid, not a warning: off.
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      checks: { pluginTimings: false },
      // Fewer, larger chunks (issue 31): Lighthouse counts each file's headers, and a signed-in page loaded 59.
      // The entry's own imports (preact, the runtime config) join the entry instead of coming as 4 more files on
      // every route; XState, the journey engine and TanStack Query each come as one chunk instead of 3 to 7 pieces
      // cut by which lazy chunk shares which module. None of the last three is on the landing route (bench checks).
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 4 },
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]/, priority: 3 },
            // Without their dependencies: those (preact, the API client) stay where the landing has them.
            // The engine with the sign-in hand-off's machine, which every signed-in page starts with it.
            { name: 'engine', test: (id) => id.startsWith(engineDir) || inApp(id, SESSION_MACHINE), priority: 2, includeDependenciesRecursively: false },
            // TanStack Query with the app's hooks over it.
            { name: 'query', test: (id) => /node_modules[\\/]@tanstack[\\/]/.test(id) || inApp(id, QUERY_HOOKS), priority: 1, includeDependenciesRecursively: false },
            // Small pieces of the signed-in pages (a few hundred bytes each): one file. None is on the landing.
            { name: 'ui', test: (id) => inApp(id, SMALL_UI), includeDependenciesRecursively: false },
            // The account pages' shared pieces (profile, order list, service requests): one file instead of eleven.
            { name: 'account', test: (id) => inApp(id, ACCOUNT_PARTS), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
});
