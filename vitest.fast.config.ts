import { defineConfig } from 'vitest/config';
import unit from './vitest.config.ts';
import { isolationProjects } from './tests/support/isolation.ts';

// api-client starts a real sandbox gateway.
const exclude = [...(unit.test?.exclude ?? []), 'tests/src/api/api-client.test.ts'];

// `npm run test:fast`: the quick loop while editing (DESIGN.md budget: under a minute). The engine, fields and
// renderer tests, and the app's plain TypeScript tests (tests/src/**/*.test.ts); the app's React component tests
// (*.test.tsx), the gateway, the scripts and everything that starts a gateway stay in `npm run test:unit`.
// The lists replace the unit config's (mergeConfig would append them and run everything).
export default defineConfig({
  ...unit,
  test: {
    ...unit.test,
    include: ['tests/{engine,fields,renderer}/**/*.test.{ts,tsx}', 'tests/src/**/*.test.ts'],
    exclude,
    projects: isolationProjects(import.meta.dirname, exclude),
  },
});
