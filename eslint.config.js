import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { basename } from 'node:path';

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
