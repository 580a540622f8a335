import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { basename } from 'node:path';
import { readdirSync } from 'node:fs';

// House rule: file names are kebab-case (dots only before the extension part: foo-bar.test.ts).
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx|js)$/;
const houseRules = {
  rules: {
    'kebab-case-file-names': {
      meta: { type: 'suggestion', schema: [], messages: { bad: "File name '{{name}}' is not kebab-case (e.g. wizard-route.tsx)." } },
      create(context) {
        return {
          Program(node) {
            const name = basename(context.filename);
            if (!KEBAB.test(name)) context.report({ node, messageId: 'bad', data: { name } });
          },
        };
      },
    },
  },
};

// Import direction (DESIGN.md): src -> renderer, fields -> engine -> schemas; gateway -> schemas.
// Nothing imports src/; engine/ never imports React; gateway/ and the app never import each other.
const noSrc = { group: ['**/src', '**/src/**'], message: 'Nothing imports src/ (DESIGN.md import direction).' };
const noGateway = { group: ['**/gateway', '**/gateway/**'], message: 'The app never imports gateway/.' };
const noReact = { group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@xstate/react'], message: 'engine/ is framework-free.' };
const noUp = (names) => ({
  group: names.flatMap((n) => [`**/${n}`, `**/${n}/**`]),
  message: `This layer may not import ${names.join(', ')} (DESIGN.md import direction).`,
});

// Import zones inside src/ (docs/architecture.md draws them). From the bottom up:
//   lower layers (api, i18n, config, journey, routes, shell, integrations, ...) and src/ui import no feature code;
//   src/features/<feature> owns one feature's screens, pages, actors, queries and words; it imports the layers below
//   and no page and none of the composition files (pages take the actor registry from src/journey/journey-actors.ts,
//   which src/pages provides);
//   the composition layer (src/pages, src/app.tsx, src/features/registry.ts, src/features/actors.ts,
//   src/features/step-screens.ts) may import all.
// A zone's `from` may not be imported by files in its `target`; `except` are paths inside `from` that may.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const COMPOSITION = ['./src/features/actors.ts', './src/features/registry.ts', './src/features/step-screens.ts'];
const LOWER = ['analytics', 'domain', 'landing', 'api', 'auth', 'bootstrap', 'config', 'i18n', 'integrations', 'journey', 'layouts', 'notifications', 'purchase', 'routes', 'shell', 'theme', 'webview', 'ui'];
const importZones = [
  ...FEATURES.map((feature) => ({ target: `./src/features/${feature}`, from: ['./src/pages', ...COMPOSITION], message: 'A feature does not import the pages or the registries that compose it.' })),
  ...LOWER.map((dir) => ({
    target: `./src/${dir}`,
    from: ['./src/features', './src/pages', './src/app.tsx', './src/app-frame.tsx', './src/main.tsx'],
    message: `src/${dir} sits below the features: it imports no feature and no page (docs/architecture.md).`,
  })),
  { target: './src/ui', from: ['./src/shell', './src/integrations', './src/journey', './src/routes'], message: 'src/ui holds view parts only: no shell, integration, journey or route code.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'schemas/generated/**', '.data/**', 'coverage/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, house: houseRules },
    rules: {
      'house/kebab-case-file-names': 'error',
      ...reactHooks.configs.recommended.rules,
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['engine/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noReact, noSrc, noGateway, noUp(['renderer', 'fields'])] }] },
  },
  {
    files: ['schemas/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSrc, noGateway, noUp(['renderer', 'fields', 'engine'])] }] },
  },
  {
    files: ['renderer/**', 'fields/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSrc, noGateway] }] },
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noGateway] }] },
  },
  {
    files: ['gateway/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSrc, noUp(['renderer', 'engine']), noReact] }] },
  },
  {
    files: ['tests/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The journey studio is a build-time tool: it reads engine/, schemas/ and the English locale texts, never src/.
    files: ['scripts/studio/**', 'scripts/studio.ts', 'scripts/journeys-draw.ts', 'scripts/journeys-diff.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noSrc, noUp(['renderer', 'fields']), noReact,
        { regex: '(^|/)gateway(/(?!seed/locale-en$)|$)', message: 'The studio reads only the English locale texts of gateway/.' }] }],
    },
  },
);
