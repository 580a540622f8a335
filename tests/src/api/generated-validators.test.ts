import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderAll } from '../../../scripts/gen-validators';

describe('precompiled response validators', () => {
  it('src/api/generated matches what scripts/gen-validators.ts writes (rerun it if this fails)', async () => {
    for (const [path, content] of await renderAll()) {
      expect(readFileSync(path, 'utf8') === content, `${path} is stale: run npx tsx scripts/gen-validators.ts`).toBe(true);
    }
  });

  it('carries no CommonJS require, no eval and no Function constructor (the CSP has no unsafe-eval)', async () => {
    for (const [path, code] of await renderAll()) {
      expect(/require\(|\beval\(|new Function|Function\(/.test(code), path).toBe(false);
    }
  });
});
