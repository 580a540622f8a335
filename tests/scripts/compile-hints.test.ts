import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin, withCompileHint } from '../../scripts/compile-hints';

describe('compile hints', () => {
  it('puts the hint on the first line of a chunk, once', () => {
    const code = 'import{a as b}from"./x.js";b();';
    const hinted = withCompileHint(code);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(COMPILE_HINT.length + 1)).toBe(code);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('hints every written chunk of the bundle, in builds only, and leaves assets alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hints-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'assets', 'a.js'), 'export const x = 1;');
      writeFileSync(join(dir, 'assets', 'b.js'), `${COMPILE_HINT}\nimport "./a.js";`);
      writeFileSync(join(dir, 'assets', 'c.css'), 'p{}');
      const plugin = compileHintsPlugin();
      expect(plugin.apply).toBe('build');
      const bundle = { 'assets/a.js': { type: 'chunk', fileName: 'assets/a.js' }, 'assets/b.js': { type: 'chunk', fileName: 'assets/b.js' }, 'assets/c.css': { type: 'asset', fileName: 'assets/c.css' } };
      await (plugin.writeBundle as unknown as (o: { dir: string }, b: typeof bundle) => Promise<void>)({ dir }, bundle);
      expect(readFileSync(join(dir, 'assets', 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}\nexport const x = 1;`);
      expect(readFileSync(join(dir, 'assets', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}\nimport "./a.js";`);
      expect(readFileSync(join(dir, 'assets', 'c.css'), 'utf8')).toBe('p{}');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
