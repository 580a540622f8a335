import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderAll, renderValidator } from '../../../scripts/gen-validators';
import { schemaValidator, type Schema } from '../../../src/api/schema-validator';

// Rendered once for both tests (the types' compiler is the slow part); allow for a busy machine.
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

  it('writes each schema as a module of data that imports nothing; its check counts a string in code points and says where, which keyword, and a missing name', async () => {
    const code = renderValidator({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { name: { type: 'string', minLength: 2, maxLength: 3, description: 'a name' } }, required: ['name'] });
    expect(code).not.toMatch(/\bimport\b|description|\$schema/);
    const dir = mkdtempSync(join(tmpdir(), 'validator-'));
    try {
      writeFileSync(join(dir, 'v.mjs'), code);
      const validate = schemaValidator(((await import(pathToFileURL(join(dir, 'v.mjs')).href)) as { default: Schema }).default);
      // Three emoji are six UTF-16 units but three code points; a lone surrogate is one.
      expect(validate({ name: '😀😀😀' })).toBe(true);
      expect(validate({ name: '😀😀😀😀' })).toBe(false);
      expect(validate.errors?.[0]).toEqual({ instancePath: '/name', keyword: 'maxLength', params: {} });
      expect(validate({ name: '\ud800' })).toBe(false);
      expect(validate.errors?.[0]?.keyword).toBe('minLength');
      expect(validate({ name: '\ud800a' })).toBe(true);
      expect(validate({})).toBe(false);
      expect(validate.errors?.[0]).toEqual({ instancePath: '', keyword: 'required', params: { missingProperty: 'name' } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
