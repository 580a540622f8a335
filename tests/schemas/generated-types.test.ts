import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderTypes } from '../../scripts/gen-types';

describe('generated types', () => {
  it('every schemas/generated file matches what npm run gen would write (run npm run gen if this fails)', async () => {
    const rendered = await renderTypes();
    expect(rendered.size).toBeGreaterThan(0);
    for (const [path, content] of rendered) {
      const current = (() => {
        try {
          return readFileSync(path, 'utf8');
        } catch {
          return '<missing>';
        }
      })();
      expect(current, `${path} is stale`).toBe(content);
      expect(current).toMatch(/GENERATED FILE, DO NOT EDIT/);
    }
  });
});
