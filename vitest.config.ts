import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';

// Unit and component tests: everything under tests/ except the browser suite in tests/e2e.
export default defineConfig({
  plugins: [react()],
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
