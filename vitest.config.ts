import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { journeyRoutesPlugin } from './scripts/journey-routes.ts';
import { validatorFilesPlugin } from './scripts/validator-chunks.ts';
import { isolationProjects } from './tests/support/isolation.ts';

const exclude = ['tests/e2e/**', 'node_modules/**'];

// Unit and component tests: everything under tests/ except the browser suite in tests/e2e.
export default defineConfig({
  // The route table's wizard steps come from the journeys' JSON, as in the build; the endpoints' validators by name.
  plugins: [react(), journeyRoutesPlugin(join(import.meta.dirname, 'journeys')), validatorFilesPlugin()],
  // QUERY_RUNTIME=lite runs the tests on the build's TanStack Query stand-in (docs/decisions/2026-11-29-query-lite.md).
  resolve: {
    alias: {
      '@journeys': join(import.meta.dirname, 'journeys'),
      ...(process.env.QUERY_RUNTIME === 'lite' ? { '@tanstack/react-query': join(import.meta.dirname, 'src', 'api', 'query-lite.tsx') } : {}),
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude,
    environment: 'node',
    setupFiles: ['tests/support/unit-setup.ts'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the CPUs: a single one on two cores, so every file waited for the
    // one before. One per core (at least two): gateway files run side by side, each with its own gateway on its own
    // temp folder (PGlite) or its own schema (DATABASE_URL, tests/gateway/harness.ts). More workers than cores made
    // the component tests' 1 s waitFor run out on a loaded machine.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 20000,
    hookTimeout: 60000,
    // A file that mocks a module or stubs a global runs isolated; the others share their worker's imports
    // (tests/support/isolation.ts): the unit files' imports were most of their time.
    projects: isolationProjects(import.meta.dirname, exclude),
  },
});
