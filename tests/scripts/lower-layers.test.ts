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

/** The problems of a file in src/<dir> that imports `spec` (a stylesheet as worn, a module as a whole). */
const importing = ([dir, spec]: [string, string]) =>
  problemsOf(spec.endsWith('.css') ? `import '${spec}';\n` : `import * as it from '${spec}';\nexport const x = it;\n`, dir);

describe('the folders below the features import only down', () => {
  it('refuses each import that ran back up before the lower loop was broken, naming both folders, and takes those going down', async () => {
    // [folder of the importing file, what it imports, which way that runs]
    const cases: Array<[string, string, 'up' | 'down']> = [
      ['api', '../auth/session-end', 'up'],
      ['config', '../auth/session-end', 'up'],
      ['i18n', '../bootstrap/run-bootstrap', 'up'],
      ['shell', '../layouts/shell-layout', 'up'],
      ['landing', '../shell/header', 'up'],
      ['ui', '../auth/auth-gate', 'up'],
      ['api', '../landing/faq.css', 'up'],
      ['layouts', '../shell/layout-spec', 'down'],
      ['api', '../config/runtime-config', 'down'],
      ['config', '../routes/redirect-resolver', 'down'],
      ['bootstrap', '../auth/session-end', 'down'],
      // The response types that `npm run gen` writes, from any lower folder.
      ['domain', '../api/generated/response-types', 'down'],
    ];
    const found = await Promise.all(cases.map(([dir, spec]) => importing([dir, spec])));
    expect(found.map((p) => p.length)).toEqual(cases.map(([, , way]) => (way === 'up' ? 1 : 0)));
    expect(found[0]![0]).toContain('src/api stands below src/auth');
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
      expect(await importing([dir, `../${other}/${module}`]), `${dir} -> ${other}`).toHaveLength(1);
      const back = moduleOf(dir);
      if (back && !pairs.some((q) => q.dir === other && q.other === dir)) {
        expect(await importing([other, `../${dir}/${back}`]), `${other} -> ${dir}`).toEqual([]);
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
