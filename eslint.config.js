import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FEATURES_DIR = fileURLToPath(new URL('./src/features/', import.meta.url)).split(sep).join('/');

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
    // Between features (docs/decisions/0069-one-feature-one-folder.md): a feature imports another feature only by its
    // index.ts, its public face, in a lazy import() too (the index exports a loader: the split stays, and no feature
    // names another's inner files); a stylesheet (import of a .css file) is worn, not called, and may be named.
    'feature-imports-index-only': {
      meta: { type: 'problem', schema: [], messages: { inner: "'{{spec}}' is inside feature '{{other}}': import it from that feature's index ('{{index}}'), or add it there." } },
      create(context) {
        const file = context.filename.split(sep).join('/');
        const own = file.startsWith(FEATURES_DIR) ? /^([a-z0-9-]+)\//.exec(file.slice(FEATURES_DIR.length))?.[1] : undefined;
        if (!own) return {};
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.') || spec.endsWith('.css')) return;
          const target = resolve(dirname(context.filename), spec).split(sep).join('/');
          const m = /\/src\/features\/([a-z0-9-]+)(\/.*)?$/.exec(target);
          if (!m || m[1] === own || !m[2] || /^\/index(\.tsx?)?$/.test(m[2])) return;
          const index = relative(dirname(context.filename), target.slice(0, target.length - m[2].length)).split(sep).join('/');
          context.report({ node: node.source, messageId: 'inner', data: { spec, other: m[1], index } });
        };
        return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
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
//   the lower layers stand on rungs (LOWER_LAYERS): a folder imports only folders on the rungs below its own, so no
//   import runs back up among them and they form no loop (not even two folders of one rung import each other);
//   src/ui and the lower layers import no feature code;
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
/** The folders of src/ below the features, rung by rung from the ground up (docs/architecture.md, "The folder layers"). */
const LOWER_LAYERS = [
  ['domain', 'routes', 'notifications', 'analytics', 'purchase', 'theme'],
  ['config', 'webview'],
  ['api'],
  ['i18n'],
  ['ui'],
  ['landing'],
  ['frames'],
  ['auth'],
  ['bootstrap', 'integrations', 'journey'],
  ['shell'],
  ['layouts'],
];
const LOWER = LOWER_LAYERS.flat();
const backUp = LOWER_LAYERS.flatMap((rung, r) =>
  rung.flatMap((dir) =>
    LOWER_LAYERS.slice(r)
      .flat()
      .filter((other) => other !== dir)
      .map((other) => ({
        target: `./src/${dir}`,
        from: `./src/${other}`,
        // The response types that `npm run gen` writes from the endpoint registry (schemas/, below all of src) are
        // shapes, not the API layer's code: a lower layer may name them.
        ...(other === 'api' ? { except: ['./generated'] } : {}),
        message: `src/${dir} stands below src/${other} (or beside it): this import runs back up. Move the module to the layer it belongs to, or let src/${other} register with src/${dir} at start-up (docs/architecture.md).`,
      })),
  ),
);
const importZones = [
  ...FEATURES.map((feature) => ({ target: `./src/features/${feature}`, from: ['./src/pages', ...COMPOSITION], message: 'A feature does not import the pages or the registries that compose it.' })),
  ...LOWER.map((dir) => ({
    target: `./src/${dir}`,
    from: ['./src/features', './src/pages', './src/app.tsx', './src/app-frame.tsx', './src/main.tsx'],
    message: `src/${dir} sits below the features: it imports no feature and no page (docs/architecture.md).`,
  })),
  ...backUp,
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
      'house/feature-imports-index-only': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // React's rules (the hooks' rules and the React Compiler's: static components, purity, refs...) where React code
    // can be: the folders that may import React (src/, renderer/, fields/; engine/ and gateway/ may not, by the
    // no-restricted-imports below) and every .tsx file anywhere (a test's own components). The compiler's rules were
    // 40% of the lint; on tests/, gateway/, scripts/, engine/ and schemas/ they looked at no component and no hook
    // (docs/performance-log.md, session 27).
    files: ['src/**', 'renderer/**', 'fields/**', '**/*.tsx'],
    rules: reactHooks.configs.recommended.rules,
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
