import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkJourneyText } from './engine/check.ts';
import { formatProblem } from './engine/problem.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { chunkPackagesPlugin } from './scripts/chunk-packages.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { validatorFilesPlugin } from './scripts/validator-chunks.ts';
import { routePreloadsPlugin } from './scripts/route-preloads.ts';
import { landingFramesPlugin } from './scripts/landing-frames.ts';
import { compileHintsPlugin } from './scripts/compile-hints.ts';
import { precompiledMessagesPlugin } from './scripts/precompiled-messages.ts';
import { preloadBatchesPlugin } from './scripts/preload-batches.ts';
import { journeyRoutesPlugin, readJourneys } from './scripts/journey-routes.ts';
import { fileNameProblems, missingDataSchemas, routeCollisions } from './scripts/journey-route-check.ts';
import { contentWordProblems } from './scripts/journey-content-check.ts';

/** A feature's public face, src/features/<feature>/index.ts: re-exports only. */
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][a-z0-9-]+[\\/]index\.ts$/;

// JOURNEYS_DIR builds the app from another folder of journeys (the e2e test that swaps two steps uses it).
const journeysDir = process.env.JOURNEYS_DIR ?? join(import.meta.dirname, 'journeys');

/** Fails the build (and warns the dev server) on any invalid journey: an invalid journey never reaches a customer. */
function journeysGate(): Plugin {
  return {
    name: 'journeys-gate',
    async buildStart() {
      // `npm run gen` loads the actor modules to learn the names journeys may invoke: the check needs those names.
      if (process.env.JOURNEYS_GATE === 'off') return;
      const dir = journeysDir;
      const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
      const problems = [];
      for (const f of files) problems.push(...checkJourneyText(`journeys/${f}`, await readFile(join(dir, f), 'utf8')));
      const journeys = readJourneys(dir);
      problems.push(...routeCollisions(journeys), ...missingDataSchemas(journeys), ...fileNameProblems(journeys), ...contentWordProblems(journeys, dir));
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
        // wouter reads the location with useSyncExternalStore through React 17's shim (1.8 KB of every page's entry);
        // preact/compat has the hook itself.
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
        // Preact's own render keeps the landing's server-sent first screen instead of emptying #root first.
        { find: /^\.\/mount-root$/, replacement: join(import.meta.dirname, 'src', 'mount-root.preact.tsx') },
      ]
    : [];

export default defineConfig({
  plugins: [react(), precompiledMessagesPlugin(import.meta.dirname), journeysGate(), journeyRoutesPlugin(journeysDir), precompressPlugin(), validatorFilesPlugin(), chunkPackagesPlugin(), routePreloadsPlugin(), landingFramesPlugin(), compileHintsPlugin(), preloadBatchesPlugin()],
  resolve: {
    alias: [
      { find: '@journeys', replacement: journeysDir },
      // No message uses an ICU skeleton (`::`): the skeleton parser (8 KiB br of every page's entry) is left out.
      { find: /^@formatjs\/icu-skeleton-parser$/, replacement: join(import.meta.dirname, 'src', 'i18n', 'no-icu-skeletons.ts') },
      // Messages arrive parsed (scripts/precompiled-messages.ts): the message parser (6.5 KiB br of every page's
      // entry) is left out too; its no-parser build keeps the types and helpers that react-intl uses.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // The build formats messages with the app's own react-intl stand-in (issue 47: react-intl, @formatjs/intl and
      // intl-messageformat were about 7 KiB brotli of every page's entry); component tests run on react-intl, and
      // tests/src/i18n/ hold the two to the same output (docs/decisions/2026-11-29-intl-lite.md).
      { find: /^react-intl$/, replacement: join(import.meta.dirname, 'src', 'i18n', 'intl-lite.tsx') },
      // The build's server-state cache is the app's own TanStack Query stand-in (issue 47: the library was 10.6 KiB
      // brotli of every signed-in page); component tests run on the library, and tests/src/api/query-lite.test.tsx
      // holds the two to the same results (docs/decisions/2026-11-29-query-lite.md).
      { find: /^@tanstack\/react-query$/, replacement: join(import.meta.dirname, 'src', 'api', 'query-lite.tsx') },
      ...preactAliases,
    ],
  },
  // Workers (altcha's SHA worker) are built under assets/workers/: the app server sends them the CSP a worker runs
  // under, which it leaves off the other hashed files (docs/decisions/2026-11-26-lean-headers-on-hashed-assets.md).
  worker: { rolldownOptions: { output: { entryFileNames: 'assets/workers/[name]-[hash].js', chunkFileNames: 'assets/workers/[name]-[hash].js' } } },
  // The bundler's plugin-timing report (about ten lines on every build) is a profiling aid, not a warning: off.
  build: {
    target: 'es2022',
    // Every browser of the es2022 target preloads modules itself or, without modulepreload (Safari before 17), only
    // preloads less: the polyfill (0.4 KiB br of every page's entry) is left out.
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      checks: { pluginTimings: false },
      // Fewer, larger chunks (issue 31): scripts/chunk-groups.ts.
      // (The endpoints' validators are files of their own, named with the validator set's hash: scripts/validator-chunks.ts.)
      output: { codeSplitting: { groups: chunkGroups(import.meta.dirname, journeysDir) } },
      // The engine's behaviour modules only define functions and constants: importing one runs nothing, so the
      // engine chunk need not load the catalogue's groups it does not use (scripts/chunk-groups.ts).
      // A feature's index.ts only re-exports its public face (docs/decisions/2026-11-28-one-feature-one-folder.md):
      // importing it runs nothing, so a route takes only the modules whose exports it uses, as before the index.
      // (Every other module keeps the bundler's own answer: undefined.)
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]engine[\\/]behaviours[\\/]/.test(id) || FEATURE_INDEX.test(id) ? false : undefined) },
    },
  },
  server: { host: '127.0.0.1' },
});
