import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderValidatorFiles, validatorNameProblems, validatorNames, validatorSetHash } from '../../scripts/validator-chunks';
import { GROUPED_VALIDATORS } from '../../scripts/chunk-groups';
import { endpointRoutes } from '../../src/api/generated/endpoint-routes';

// The validators' files share one hash of the whole set, and the entry loads one by its name and that hash (issue 47:
// no map of every file in every page's entry); a change to any validator must still give every validator file a new
// name, since /assets/ is cached for a year.
const root = mkdtempSync(join(tmpdir(), 'validator-chunks-'));
const dir = join(root, 'src', 'api', 'generated', 'validators');
mkdirSync(dir, { recursive: true });
const write = (name: string, code: string) => writeFileSync(join(dir, `${name}.js`), code);
write('GET_LINES', 'export default function v() { return true; }');
write('GET_ORDER', 'export default function v() { return false; }');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const project = join(import.meta.dirname, '..', '..');

/**
 * The build's module of the project, run with its `import()` recorded (the specifier each name reaches) instead of
 * loading anything, and the endpoint table it reads.
 */
async function builtModule(): Promise<(name: string) => string | undefined> {
  const code = renderValidatorFiles(project, true);
  const imports = [...code.matchAll(/^import .*$/gm)];
  // It imports the endpoint table and nothing else at its top; everything else is `import()` on demand.
  expect(imports.map((m) => m[0])).toEqual(['import { endpointRoutes } from "/src/api/generated/endpoint-routes.ts";']);
  const file = join(root, `built-${Math.random().toString(16).slice(2)}.mjs`);
  writeFileSync(file, code.replace(imports[0]![0], `const endpointRoutes = ${JSON.stringify(endpointRoutes)};`).replaceAll('import(', 'globalThis.validatorImport('));
  const g = globalThis as { validatorImport?: (specifier: string) => Promise<unknown> };
  const load = ((await import(pathToFileURL(file).href)) as { default: (name: string) => Promise<unknown> | undefined }).default;
  return (name) => {
    let reached: string | undefined;
    g.validatorImport = (specifier) => ((reached = specifier), Promise.resolve({ default: () => true }));
    const promise = load(name);
    expect(promise === undefined).toBe(reached === undefined);
    return reached;
  };
}

describe('validator files', () => {
  it('the set hash changes when any validator changes, is added or is renamed', () => {
    const before = validatorSetHash(root);
    expect(validatorSetHash(root)).toBe(before);
    write('GET_ORDER', 'export default function v() { return 1; }');
    const changed = validatorSetHash(root);
    expect(changed).not.toBe(before);
    write('GET_USER', 'export default function v() { return 1; }');
    const added = validatorSetHash(root);
    expect(added).not.toBe(changed);
    rmSync(join(dir, 'GET_USER.js'));
    write('GET_USERS', 'export default function v() { return 1; }');
    expect(validatorSetHash(root)).not.toBe(added);
  });

  it('the build refuses validator files that are not the endpoint table’s, one each and the error envelope', () => {
    expect(validatorNameProblems(project)).toEqual([]);
    const problems = validatorNameProblems(root);
    expect(problems).toContain('GET_USERS.js is no endpoint\'s validator');
    expect(problems).toContain('ERROR_ENVELOPE has no validator file');
    expect(problems).not.toContain('GET_LINES has no validator file');
  });

  it('the build’s module: a validator’s file by its name and the set hash, start-up’s and the signed-in pages’ through their groups, undefined for any other name', async () => {
    const reach = await builtModule();
    const hash = validatorSetHash(project);
    const grouped = GROUPED_VALIDATORS.map((f) => f.slice(f.lastIndexOf('/') + 1, -'.js'.length));
    for (const name of validatorNames(project)) {
      // Start-up's and the signed-in pages' are imported as the bundler names their group's file (scripts/chunk-groups.ts).
      expect(reach(name), name).toBe(grouped.includes(name) ? `/src/api/generated/validators/${name}.js` : `./${name}-${hash}.js`);
    }
    for (const name of ['NO_SUCH_ENDPOINT', 'get_lines', '', 'constructor', '__proto__', 'toString', '../index', 'GET_LINES/../x']) expect(reach(name), name).toBeUndefined();
  });
});
