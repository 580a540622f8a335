import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isolationProjects, splitByIsolation } from '../support/isolation';

/** A scratch project with the given test files (path under tests/ → text). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'isolation-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'tests', path)), { recursive: true });
    writeFileSync(join(root, 'tests', path), text);
  }
  roots.push(root);
  return root;
}
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('which worker a unit test file runs in (tests/support/isolation.ts)', () => {
  const root = project({
    'gateway/orders.test.ts': "const gw = await startTestGateway();\n",
    'gateway/faults.test.ts': "vi.mock('../../gateway/clock');\nconst gw = await startTestGateway();\n",
    'gateway/in-a-page.test.tsx': "// @vitest-environment jsdom\nconst gw = await startTestGateway();\n",
    'db/pglite.test.ts': "const db = await openPglite();\n",
    'ui/button.test.tsx': "// @vitest-environment jsdom\nrender(<Button />);\n",
    'engine/first-use.test.ts': '// @isolate: asserts the registry before first use\n',
    'engine/plain.test.ts': 'expect(1 + 1).toBe(2);\n',
  });

  it('puts files that start a gateway in a set of their own, apart from the component files', () => {
    const { isolated, gateway, shared } = splitByIsolation(root);
    expect(gateway).toEqual(['tests/db/pglite.test.ts', 'tests/gateway/orders.test.ts']);
    expect(shared).toEqual(['tests/engine/plain.test.ts', 'tests/ui/button.test.tsx']);
    expect(isolated).toEqual(['tests/engine/first-use.test.ts', 'tests/gateway/faults.test.ts', 'tests/gateway/in-a-page.test.tsx']);
  });

  it('gives each set its own project, the shared ones by environment, each leaving out the files of the others', () => {
    const exclude = ['tests/e2e/**'];
    const projects = isolationProjects(root, exclude);
    const byName = new Map(projects.map((p) => [p.test?.name, p.test]));
    expect([...byName.keys()]).toEqual(['isolated', 'gateway', 'shared', 'shared-dom']);
    expect(byName.get('isolated')?.isolate).toBe(true);
    expect(byName.get('gateway')?.isolate).toBe(false);
    expect(byName.get('shared')?.isolate).toBe(false);
    expect(byName.get('shared-dom')?.isolate).toBe(false);
    const { isolated, gateway, shared, sharedDom } = splitByIsolation(root);
    expect(sharedDom).toEqual(['tests/ui/button.test.tsx']);
    const runs = (name: string) => [...isolated, ...gateway, ...shared].filter((f) => !byName.get(name)?.exclude?.includes(f));
    expect(runs('isolated')).toEqual(isolated);
    expect(runs('gateway')).toEqual(gateway);
    expect(runs('shared')).toEqual(['tests/engine/plain.test.ts']);
    expect(runs('shared-dom')).toEqual(['tests/ui/button.test.tsx']);
    for (const p of byName.values()) expect(p?.exclude).toEqual(expect.arrayContaining(exclude));
  });
});
