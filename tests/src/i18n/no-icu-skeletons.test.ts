import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import * as stub from '../../../src/i18n/no-icu-skeletons';

const root = join(import.meta.dirname, '..', '..', '..');
/** An ICU argument with a skeleton style: `{n, number, ::…}`, `{d, date, ::…}`, `{t, time, ::…}`. */
const SKELETON = /\{\s*[A-Za-z_]\w*\s*,\s*(?:number|date|time)\s*,\s*::/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx|json)$/.test(name) ? [path] : [];
  });
}

describe('no ICU skeletons in the build', () => {
  it('no bundled message (src/, journeys/) and no seeded one (gateway/seed/) uses a `::` skeleton', () => {
    expect(SKELETON.test("{amount, number, ::currency/PKR}")).toBe(true);
    expect(SKELETON.test("{day, date, ::yyyyMMdd}")).toBe(true);
    const found = ['src', 'journeys', join('gateway', 'seed')]
      .flatMap((dir) => files(join(root, dir)))
      .filter((path) => SKELETON.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(found).toEqual([]);
  });

  it('the stand-in has every export of the skeleton parser, and each refuses', async () => {
    const real = await import('@formatjs/icu-skeleton-parser');
    expect(Object.keys(stub).sort()).toEqual(Object.keys(real).sort());
    for (const parse of Object.values(stub)) expect(() => parse('currency/PKR')).toThrow(/not in this build/);
  });
});
