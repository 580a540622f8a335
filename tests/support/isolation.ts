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
 * What makes a file change state that another file would see, or run what has not been tried sharing a process with
 * other files: a sandbox gateway or PGlite (three gateway files met PGlite's file system errors, ENOENT, when their
 * gateways started in a worker that had run other gateway files). A file can also ask for it with a comment
 * `// @isolate: why`, e.g. one that asserts a module's state before its first use, which another file may have used.
 */
export const NEEDS_ISOLATION =
  /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|resetModules|stubGlobal|stubEnv)\b|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete\s+process\.env|Object\.defineProperty\(\s*(globalThis|window|navigator|document)\b|\b(startTestGateway|startGateway|openPglite|openDatabase|PGlite)\b|\/\/ @isolate\b/;

/** Every test file under `root`/tests (paths relative to `root`), split into those that need isolation and the rest. */
export function splitByIsolation(root: string): { isolated: string[]; shared: string[] } {
  const files = readdirSync(join(root, 'tests'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `tests/${file.split('\\').join('/')}`)
    .sort();
  const isolated = files.filter((file) => NEEDS_ISOLATION.test(readFileSync(join(root, file), 'utf8')));
  return { isolated, shared: files.filter((file) => !isolated.includes(file)) };
}

/**
 * The config's files as two projects: those that need isolation, and the rest sharing their worker's imports.
 * Both keep the config's include and exclude; each leaves out the other's files.
 */
export function isolationProjects(root: string, exclude: string[]): TestProjectInlineConfiguration[] {
  const { isolated, shared } = splitByIsolation(root);
  return [
    { extends: true, test: { name: 'isolated', exclude: [...exclude, ...shared], isolate: true } },
    { extends: true, test: { name: 'shared', exclude: [...exclude, ...isolated], isolate: false } },
  ];
}
