import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 43: features use each other through their index only (house/feature-imports-index-only), and never in a
// ring: a feature that another feature needs does not need it back, so each can be read (and moved) on its own.
const FEATURES = join(import.meta.dirname, '..', '..', 'src', 'features');

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesOf(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Feature → the features its files import statically (a lazy import() is a page's, loaded when shown). */
export function featureGraph(root = FEATURES): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const feature of readdirSync(root).filter((n) => statSync(join(root, n)).isDirectory())) {
    const uses = new Set<string>();
    for (const file of filesOf(join(root, feature))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gms)) {
        const target = relative(root, resolve(dirname(file), m[1]!)).split(sep)[0];
        if (target && target !== feature && !target.startsWith('..') && !/\.(css)$/.test(m[1]!)) uses.add(target.replace(/\.(ts|tsx)$/, ''));
      }
    }
    graph.set(feature, uses);
  }
  return graph;
}

/** Every ring of features, each once, as 'a → b → a'. */
export function ringsOf(graph: Map<string, Set<string>>): string[] {
  const rings = new Set<string>();
  const walk = (start: string, at: string, path: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) {
        const ring = [...path];
        const first = ring.indexOf([...ring].sort()[0]!);
        const turned = [...ring.slice(first), ...ring.slice(0, first)];
        rings.add([...turned, turned[0]].join(' → '));
      } else if (!path.includes(next) && path.length < 6) walk(start, next, [...path, next]);
    }
  };
  for (const feature of graph.keys()) walk(feature, feature, [feature]);
  return [...rings].sort();
}

describe('features import each other in one direction only', () => {
  it('no two features need each other, directly or through others', () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(ringsOf(graph)).toEqual([]);
  });

  it('finds a ring when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(ringsOf(graph)).toEqual(['a → b → c → a']);
  });
});
