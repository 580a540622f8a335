import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe('the journey studio ships nothing to the browser', () => {
  it('no app, renderer, fields or engine file imports the studio, Graphviz or the behaviour descriptions', () => {
    const offenders = ['src', 'renderer', 'fields', 'engine']
      .flatMap(sources)
      .filter((f) => /from '[^']*(scripts\/studio|@viz-js\/viz|behaviours\/descriptions)[^']*'|import\('[^']*(scripts\/studio|@viz-js)/.test(readFileSync(join(ROOT, f), 'utf8')))
      .map((f) => relative(ROOT, join(ROOT, f)));
    expect(offenders).toEqual([]);
  });
});
