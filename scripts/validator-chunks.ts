/**
 * The endpoints' validator files (issue 47), `virtual:validator-files` (src/api/validator-loader.ts): a validator
 * loaded by its endpoint's name, each in a file of its own, `assets/<name>-<set hash>.js`, with one hash for the whole
 * set. The entry then names no file: it holds the one hash, and builds a validator's address from it and the name,
 * once the name is found in the endpoint table (each endpoint has its validator). The map of 154
 * `import()`s the bundler made of `import.meta.glob` (each path, file name and preload wrapper) was 1.2 KiB brotli of
 * every page's entry (docs/decisions/2026-11-29-validators-by-name.md).
 *
 * The build emits each validator as a chunk of its own under that name; the three that start-up calls on every page
 * (chunk-groups.ts, BOOT_VALIDATORS) stay one file, and the two every signed-in page calls (SIGNED_IN_VALIDATORS)
 * another, which the module imports as the bundler names them. The dev server
 * and the component tests get the same module with a plain `import()` of each source file.
 *
 * The set's hash covers every validator's name and source and the bundler's and Vite's versions (their minifier and
 * transforms write the files), so any change to any validator gives every validator file a new name: the files under
 * /assets/ are cached for a year (scripts/app-server.ts), and a stale validator is never served under a current name.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { GROUPED_VALIDATORS } from './chunk-groups.ts';
import { endpointRoutes } from '../src/api/generated/endpoint-routes.ts';

/** Where `npm run gen` writes the endpoints' validators. */
const VALIDATORS = join('src', 'api', 'generated', 'validators');

export const VALIDATOR_FILES_MODULE = 'virtual:validator-files';
const RESOLVED = `\0${VALIDATOR_FILES_MODULE}`;

const versionOf = (pkg: string) => String((createRequire(import.meta.url)(`${pkg}/package.json`) as { version: string }).version);
/** The bundler's and Vite's versions: their minifier and transforms write the files. */
const TOOL_VERSIONS = `rolldown ${versionOf('rolldown')} vite ${versionOf('vite')}`;

/** The names of the generated validators (an endpoint's name, or ERROR_ENVELOPE), sorted. */
export function validatorNames(root: string): string[] {
  return readdirSync(join(root, VALIDATORS))
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.slice(0, -'.js'.length))
    .sort();
}

/** The hash of the validator set: every validator's name and source, and the tools' versions. */
export function validatorSetHash(root: string): string {
  const dir = join(root, VALIDATORS);
  const hash = createHash('sha256');
  hash.update(TOOL_VERSIONS);
  for (const file of readdirSync(dir).sort()) hash.update(`${file}\0${readFileSync(join(dir, file), 'utf8')}\0`);
  return hash.digest('base64url').slice(0, 8);
}

/** A validator's file in the build, from the site's assets folder. */
export const validatorFileName = (name: string, setHash: string): string => `assets/${name}-${setHash}.js`;

/**
 * The validators that come in a group's file (chunk-groups.ts, GROUPED_VALIDATORS): start-up's, on every page, and the
 * signed-in pages' two; not a file each.
 */
const groupedNames = (): Set<string> => new Set(GROUPED_VALIDATORS.map((f) => f.slice(f.lastIndexOf('/') + 1, -'.js'.length)));

/** The validators that are no endpoint's: the gateway's error envelope. */
const NOT_ENDPOINTS = ['ERROR_ENVELOPE'];
const ROUTES_MODULE = 'src/api/generated/endpoint-routes.ts';

/**
 * Where the validator files and the endpoint table disagree (none when they agree; the build refuses any). The build's
 * module takes a name for a validator's when the endpoint table the entry has anyway knows it (each endpoint has its
 * validator, scripts/gen-validators.ts), rather than carry a list of its own (0.4 KiB brotli of the entry).
 */
export function validatorNameProblems(root: string): string[] {
  const expected = new Set([...Object.keys(endpointRoutes), ...NOT_ENDPOINTS]);
  const files = new Set(validatorNames(root));
  return [...[...expected].filter((n) => !files.has(n)).map((n) => `${n} has no validator file`), ...[...files].filter((n) => !expected.has(n)).map((n) => `${n}.js is no endpoint's validator`)];
}

/**
 * The module's code. Its default export takes a name and gives the validator's promise, or undefined when no
 * validator of that name was generated. `build`: the build's, which loads a validator's file by its address (the
 * name only after it was found among the endpoints' names: nothing else reaches the address); otherwise one
 * `import()` per file.
 */
export function renderValidatorFiles(root: string, build: boolean): string {
  const names = validatorNames(root);
  const source = (name: string) => JSON.stringify(`/${VALIDATORS.split('\\').join('/')}/${name}.js`);
  const file = (name: string) => `[${JSON.stringify(name)}, () => import(${source(name)}).then((m) => m.default)]`;
  if (!build) return `const files = new Map([${names.map(file).join(', ')}]);\nexport default (name) => files.get(name)?.();\n`;
  const boot = groupedNames();
  const hash = validatorSetHash(root);
  // The entry is in assets/ with the validators: `./` is that folder, whichever page the entry runs on.
  const url = `\`./\${name}-${hash}.js\``;
  return [
    `import { endpointRoutes } from ${JSON.stringify(`/${ROUTES_MODULE}`)};`,
    `const others = ${JSON.stringify(NOT_ENDPOINTS)};`,
    `const boot = new Map([${names.filter((n) => boot.has(n)).map(file).join(', ')}]);`,
    `export default (name) => boot.get(name)?.() ?? (Object.hasOwn(endpointRoutes, name) || others.includes(name) ? import(/* @vite-ignore */ ${url}).then((m) => m.default) : undefined);`,
    '',
  ].join('\n');
}

/**
 * Whether a built chunk is the app's entry (index.html's), not an endpoint validator's own file: the build emits those
 * as entries too, and the app's entry loads none of them.
 */
export const isAppEntry = (chunk: { isEntry: boolean; facadeModuleId?: string | null }): boolean => chunk.isEntry && !/[\\/]src[\\/]api[\\/]generated[\\/]validators[\\/]/.test(chunk.facadeModuleId ?? '');

export function validatorFilesPlugin(): Plugin {
  let root = process.cwd();
  let build = false;
  return {
    name: 'validator-files',
    configResolved(config) {
      root = config.root;
      build = config.command === 'build';
    },
    // Each validator a chunk of its own under its set-hashed name, exports kept (the module reads `default`).
    buildStart() {
      if (!build) return;
      const problems = validatorNameProblems(root);
      if (problems.length) this.error(`the endpoints' validators do not match the endpoint table (npm run gen):\n${problems.join('\n')}`);
      const hash = validatorSetHash(root);
      const boot = groupedNames();
      for (const name of validatorNames(root).filter((n) => !boot.has(n))) {
        this.emitFile({ type: 'chunk', id: join(root, VALIDATORS, `${name}.js`), fileName: validatorFileName(name, hash), preserveSignature: 'strict' });
      }
    },
    resolveId: (id) => (id === VALIDATOR_FILES_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      return renderValidatorFiles(root, build);
    },
    // The dev server: `npm run gen` adds or removes a validator while it runs.
    configureServer(server) {
      const dir = join(root, VALIDATORS);
      const changed = (file: string) => {
        if (!file.startsWith(dir)) return;
        const mod = server.moduleGraph.getModuleById(RESOLVED);
        if (mod) server.moduleGraph.invalidateModule(mod);
      };
      server.watcher.on('add', changed);
      server.watcher.on('unlink', changed);
    },
  };
}
