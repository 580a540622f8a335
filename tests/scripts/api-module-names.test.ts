import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiModuleProblem } from '../../scripts/api-module-names';

// docs/decisions/2026-11-29-api-module-names.md: a feature module that calls the API is actors, queries or calls by name.
const root = join(import.meta.dirname, '..', '..');
const features = join(root, 'src', 'features');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : Promise.resolve(/\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []))));
  return nested.flat();
}

describe('the naming rule of modules that call the API', () => {
  const call = "export const f = (api: ApiClient) => api.call('GET_LINES', {});\n";

  it('takes actors, <thing>-actors, <thing>-queries and <thing>-calls', () => {
    for (const name of ['actors.ts', 'otp-actors.ts', 'catalog-queries.ts', 'card-calls.ts']) expect(apiModuleProblem(name, call)).toBeNull();
  });

  it('refuses any other name for a module that calls, and any component that calls', () => {
    for (const name of ['details-source.ts', 'topup-ports.ts', 'sign-out.ts', 'loyalty-data.ts', 'actors.tsx', 'inbox-page.tsx']) {
      expect(apiModuleProblem(name, call), name).toMatch(/calls the API/);
    }
    // The client may be named otherwise: an endpoint name given to .call is a call too.
    expect(apiModuleProblem('complete-sign-in.ts', "await input.call('SUBMIT_CONSENT', { body });")).toMatch(/calls the API/);
  });

  it('leaves a module that calls nothing to any name (a hook over queries, a type import of the client)', () => {
    expect(apiModuleProblem('use-cards.ts', "import type { ApiClient } from '../../api/api-client';\nexport const x = useQuery(cardsQuery(api));\n")).toBeNull();
    expect(apiModuleProblem('post-login.ts', 'calls.load();')).toBeNull();
  });

  it('holds every module of src/features', async () => {
    const files = await sourceFiles(features);
    expect(files.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const file of files) {
      const problem = apiModuleProblem(basename(file), await readFile(file, 'utf8'));
      if (problem) problems.push(`${relative(root, file)}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
