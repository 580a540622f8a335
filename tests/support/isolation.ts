/**
 * Which unit test files need a module registry and globals of their own (vitest's `isolate`), found by reading
 * them: a file that mocks a module, resets the registry or stubs a global or the environment changes what the next
 * file in its worker would import or see. Every other file shares its worker's imports with the files before it
 * (`isolate: false`): React, Testing Library and the app's modules are then imported once per worker instead of
 * once per file (docs/decisions/2026-11-29-shared-imports-in-unit-tests.md).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * What makes a file change state that another file would see: a module mock, a registry reset, a stubbed global or
 * environment, a property defined on a global. A file can also ask for it with a comment `// @isolate: why`, e.g. one
 * that asserts a module's state before its first use, which another file may have used.
 */
export const NEEDS_ISOLATION =
  /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|resetModules|stubGlobal|stubEnv)\b|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete\s+process\.env|Object\.defineProperty\(\s*(globalThis|window|navigator|document)\b|\/\/ @isolate\b/;

/**
 * A file that starts a sandbox gateway or opens PGlite. Such files share a worker only with each other (the `gateway`
 * project): each still starts its own gateway, with its own database, clock, limits and stores, but the worker's
 * imports (Fastify, PGlite, the route validators the gateway compiles once per process) are paid once. They never
 * share one with the component files: PGlite took a worker that had run a jsdom file for a browser (`window` on its
 * global: ErrnoError 44), docs/decisions/2026-11-29-shared-imports-in-unit-tests.md.
 */
export const STARTS_GATEWAY = /\b(startTestGateway|startGateway|openPglite|openDatabase|PGlite)\b/;
/** A file that runs in a browser-like environment (jsdom, happy-dom) by its docblock. */
const BROWSER_ENVIRONMENT = /@vitest-environment\s+(jsdom|happy-dom)\b/;
/** Whether a test file's text asks for a browser-like environment. */
export const runsInBrowserEnvironment = (text: string): boolean => BROWSER_ENVIRONMENT.test(text);

/**
 * Every test file under `root`/tests (paths relative to `root`), in three sets: those that need isolation, those that
 * start a gateway (and need no isolation), and the rest; `sharedDom` are those of the rest that run in a browser-like
 * environment.
 */
export function splitByIsolation(root: string): { isolated: string[]; gateway: string[]; shared: string[]; sharedDom: string[] } {
  const files = readdirSync(join(root, 'tests'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `tests/${file.split('\\').join('/')}`)
    .sort();
  const text = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  // A gateway file in a browser-like environment would give its worker's later gateway files a `window`: isolated.
  const isolated = files.filter((file) => NEEDS_ISOLATION.test(text.get(file) ?? '') || (STARTS_GATEWAY.test(text.get(file) ?? '') && BROWSER_ENVIRONMENT.test(text.get(file) ?? '')));
  const gateway = files.filter((file) => !isolated.includes(file) && STARTS_GATEWAY.test(text.get(file) ?? ''));
  const shared = files.filter((file) => !isolated.includes(file) && !gateway.includes(file));
  return { isolated, gateway, shared, sharedDom: shared.filter((file) => BROWSER_ENVIRONMENT.test(text.get(file) ?? '')) };
}

/**
 * The config's files as four projects: those that need isolation; the gateway files, sharing their worker's imports
 * with each other only (a worker runs one project's files: vitest reuses a runner for the same project only); and the
 * rest sharing their worker's imports, in two projects by environment: `shared` (node) and `shared-dom` (jsdom).
 * Vitest keeps a shared worker only when the next file in its queue has the same project and environment; with both
 * environments in one project, ordered by duration, they alternated, and each change of environment ended a worker
 * and started another that imported everything again. Each keeps the config's include and exclude and leaves out the
 * others' files.
 */
export function isolationProjects(root: string, exclude: string[]): TestProjectInlineConfiguration[] {
  const { isolated, gateway, shared, sharedDom } = splitByIsolation(root);
  const sharedNode = shared.filter((file) => !sharedDom.includes(file));
  return [
    { extends: true, test: { name: 'isolated', exclude: [...exclude, ...gateway, ...shared], isolate: true } },
    { extends: true, test: { name: 'gateway', exclude: [...exclude, ...isolated, ...shared], isolate: false } },
    { extends: true, test: { name: 'shared', exclude: [...exclude, ...isolated, ...gateway, ...sharedDom], isolate: false } },
    { extends: true, test: { name: 'shared-dom', exclude: [...exclude, ...isolated, ...gateway, ...sharedNode], isolate: false } },
  ];
}
