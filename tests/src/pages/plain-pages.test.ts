import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Route pages given without the actor registry (`plain` in src/pages/area-pages.ts, issue 31) must run no machine:
// nothing they import, statically or lazily, may take the registry (useJourneyActors / JourneyActorsContext).
const ROOT = join(import.meta.dirname, '..', '..', '..');
const AREA_PAGES = join(ROOT, 'src', 'pages', 'area-pages.ts');

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((f) => /\.tsx?$/.test(f) && existsSync(f));
}

/** A feature's index.ts (src/features/<feature>/index.ts) only re-exports: the bundler follows a used name to its module. */
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][a-z0-9-]+[\\/]index\.ts$/;
const namesIn = (clause: string) => [...clause.replace(/^[^{]*\{|\}.*$/gs, '').split(',')].map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] as string).filter(Boolean);

/** The modules of a feature's index that give the names asked for (every one when a name is not found there). */
function throughIndex(index: string, names: readonly string[]): string[] {
  const text = readFileSync(index, 'utf8');
  const from = new Map<string, string>();
  for (const m of text.matchAll(/export\s+\{([^}]*)\}\s+from\s+'([^']+)'/g)) for (const n of namesIn(`{${m[1]}}`)) from.set(n, m[2] as string);
  const specs = names.every((n) => from.has(n)) ? names.map((n) => from.get(n) as string) : [...from.values()];
  return [...new Set(specs)].map((spec) => resolveImport(index, spec)).filter((f): f is string => Boolean(f));
}

/** Every source module a file reaches through its imports (type-only imports left out), with the file itself. */
function reached(start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length) {
    const file = todo.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:^|\n)\s*(import|export)(\s+type)?\s([^'";]*?)from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g)) {
      if (m[2]) continue;
      const next = resolveImport(file, (m[4] ?? m[5]) as string);
      if (next && m[3] !== undefined && FEATURE_INDEX.test(next)) todo.push(...throughIndex(next, namesIn(m[3])));
      else if (next) todo.push(next);
    }
  }
  return seen;
}

const plainPages = [...readFileSync(AREA_PAGES, 'utf8').matchAll(/plain\(\(\) => import\('([^']+)'\)/g)].map((m) => resolveImport(AREA_PAGES, m[1] as string) as string);
const takesRegistry = (file: string) => /\buseJourneyActors\(|JourneyActorsContext\b/.test(readFileSync(file, 'utf8'));

describe('route pages without the actor registry', () => {
  it('there are some, and each one resolves to a file', () => {
    expect(plainPages.length).toBeGreaterThan(0);
    expect(plainPages.every(Boolean)).toBe(true);
  });

  it.each(plainPages.map((f) => [relative(ROOT, f), f]))('%s imports nothing that takes the registry', (_name, file) => {
    const offenders = [...reached(file)].filter(takesRegistry).map((f) => relative(ROOT, f));
    expect(offenders).toEqual([]);
  });

  it('the check sees a page that does take it (the journey page)', () => {
    const journeyPage = join(ROOT, 'src', 'pages', 'journey-page.tsx');
    expect([...reached(journeyPage)].some(takesRegistry)).toBe(true);
  });
});
