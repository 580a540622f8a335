import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md, "The folder layers of src/": the folders below the features stand on rungs, and an import
// runs only down. The lint rule is held to that here on files that are not written to disk (lintText with a path
// inside a folder), and the rungs are read from the lint config itself, not listed again.
const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });
const RULE = 'import-x/no-restricted-paths';

interface Zone {
  target: string;
  from: string | string[];
  except?: string[];
}

async function zones(): Promise<Zone[]> {
  const config = (await eslint.calculateConfigForFile(join(root, 'src', 'api', 'probe.ts'))) as { rules: Record<string, [unknown, { zones: Zone[] }]> };
  return config.rules[RULE]![1].zones;
}

/** The lower folders' pairs the config forbids: `dir` may not import `other`. */
async function forbidden(): Promise<Array<{ dir: string; other: string }>> {
  const folder = /^\.\/src\/([a-z0-9-]+)$/;
  return (await zones()).flatMap((z) => {
    const dir = folder.exec(z.target)?.[1];
    const other = typeof z.from === 'string' ? folder.exec(z.from)?.[1] : undefined;
    return dir && other ? [{ dir, other }] : [];
  });
}

/** A module of the folder to import (the first TypeScript file in it). */
function moduleOf(dir: string): string | undefined {
  const file = readdirSync(join(root, 'src', dir)).find((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
  return file?.replace(/\.tsx?$/, '');
}

async function problemsOf(code: string, dir: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'src', dir, 'probe.ts') });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('the folders below the features import only down', () => {
  it('refuses each import that ran back up before the lower loop was broken, naming both folders', async () => {
    const backUp: Array<[string, string]> = [
      ['api', "import { loginAfterSessionEnd } from '../auth/session-end';\nexport const x = loginAfterSessionEnd;\n"],
      ['config', "import { holdJourneyProgress } from '../auth/session-end';\nexport const x = holdJourneyProgress;\n"],
      ['i18n', "import type { Booted } from '../bootstrap/run-bootstrap';\nexport type X = Booted;\n"],
      ['shell', "import { ShellLayout } from '../layouts/shell-layout';\nexport const x = ShellLayout;\n"],
      ['landing', "import { Header } from '../shell/header';\nexport const x = Header;\n"],
      ['ui', "import { AuthGate } from '../auth/auth-gate';\nexport const x = AuthGate;\n"],
      ['api', "import '../landing/faq.css';\n"],
    ];
    const found = await Promise.all(backUp.map(([dir, code]) => problemsOf(code, dir)));
    expect(found.map((p) => p.length)).toEqual(backUp.map(() => 1));
    expect(found[0]![0]).toContain('src/api stands below src/auth');
  });

  it('takes the imports that go down, and the generated response types from any lower folder', async () => {
    const down: Array<[string, string]> = [
      ['layouts', "import { layoutSpecs } from '../shell/layout-spec';\nexport const x = layoutSpecs;\n"],
      ['api', "import { runtimeConfig } from '../config/runtime-config';\nimport { resolveRedirect } from '../routes/redirect-resolver';\nexport const x = [runtimeConfig, resolveRedirect];\n"],
      ['bootstrap', "import { loginAfterSessionEnd } from '../auth/session-end';\nexport const x = loginAfterSessionEnd;\n"],
      ['domain', "import type { GetLanguagesResult } from '../api/generated/response-types';\nexport type X = GetLanguagesResult;\n"],
    ];
    const found = await Promise.all(down.map(([dir, code]) => problemsOf(code, dir)));
    expect(found).toEqual(down.map(() => []));
  });

  it('refuses every forbidden pair of the config on a real import, and takes the same import the other way', async () => {
    const pairs = await forbidden();
    expect(pairs.length).toBeGreaterThan(100);
    // Each folder against the folder of the next rung up is enough to show the rule bites; the acyclic check below
    // covers the rest.
    const sample = pairs.filter((p, i) => pairs.findIndex((q) => q.dir === p.dir) === i);
    for (const { dir, other } of sample) {
      const module = moduleOf(other);
      if (!module) continue; // a folder of stylesheets and pictures only (src/theme)
      expect(await problemsOf(`import * as up from '../${other}/${module}';\nexport const x = up;\n`, dir), `${dir} -> ${other}`).toHaveLength(1);
      const back = moduleOf(dir);
      if (back && !pairs.some((q) => q.dir === other && q.other === dir)) {
        expect(await problemsOf(`import * as down from '../${dir}/${back}';\nexport const x = down;\n`, other), `${other} -> ${dir}`).toEqual([]);
      }
    }
  });

  it('lets the lower folders import each other in no loop: what the config allows is acyclic, and it covers every folder of src', async () => {
    const pairs = await forbidden();
    const lower = [...new Set(pairs.flatMap((p) => [p.dir, p.other]))];
    const folders = readdirSync(join(root, 'src'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'features' && d.name !== 'pages')
      .map((d) => d.name);
    expect(lower.sort()).toEqual(folders.sort());
    const allowed = (a: string, b: string) => a !== b && !pairs.some((p) => p.dir === a && p.other === b);
    // Every two folders: at most one may import the other, and no longer loop either (a depth-first walk).
    const state = new Map<string, 'open' | 'done'>();
    const loop: string[] = [];
    const visit = (n: string, path: string[]): boolean => {
      if (state.get(n) === 'done') return false;
      if (state.get(n) === 'open') return loop.push(...path, n) > 0;
      state.set(n, 'open');
      const found = lower.filter((m) => allowed(n, m)).some((m) => visit(m, [...path, n]));
      state.set(n, 'done');
      return found;
    };
    lower.forEach((n) => visit(n, []));
    expect(loop).toEqual([]);
  });
});
