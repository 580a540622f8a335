import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderAll } from '../../../scripts/gen-validators';

// Compiling every registry schema is CPU-bound: render once for both tests, and allow for a busy machine
// (it took over 20 s with several suites running at once).
let rendered: ReturnType<typeof renderAll> | undefined;
const all = () => (rendered ??= renderAll());
const SLOW_MS = 120_000;

describe('precompiled response validators', () => {
  it('src/api/generated matches what scripts/gen-validators.ts writes (rerun it if this fails)', async () => {
    for (const [path, content] of await all()) {
      expect(readFileSync(path, 'utf8') === content, `${path} is stale: run npx tsx scripts/gen-validators.ts`).toBe(true);
    }
  }, SLOW_MS);

  it('carries no CommonJS require, no eval and no Function constructor (the CSP has no unsafe-eval)', async () => {
    for (const [path, code] of await all()) {
      expect(/require\(|\beval\(|new Function|Function\(/.test(code), path).toBe(false);
    }
  }, SLOW_MS);
});
