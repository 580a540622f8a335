import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { journeyRoutesPlugin } from './scripts/journey-routes.ts';

// Unit and component tests: everything under tests/ except the browser suite in tests/e2e.
export default defineConfig({
  // The route table's wizard steps come from the journeys' JSON, as in the build.
  plugins: [react(), journeyRoutesPlugin(join(import.meta.dirname, 'journeys'))],
  resolve: { alias: { '@journeys': join(import.meta.dirname, 'journeys') } },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
