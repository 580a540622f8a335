/**
 * `npx tsx scripts/route-bytes.ts [DIR] [--json OUT] [--against BEFORE.json]`: each route's first script as
 * transferred, read from a build of the checkout at DIR (default: this one): the entry with its static imports and
 * the route's preloads with theirs (scripts/route-preloads.ts, ROUTE_PRELOAD_MODULES), and for every lazily loaded
 * module (a page, a screen, a part) the entry with that module's chunk and its static imports; each file brotli
 * quality 11 plus its headers (SCRIPT_HEADER_BYTES), as the app server sends it. Deterministic (no browser), so two
 * commits' figures can be set side by side on a loaded machine: build each from `git archive` in a folder of its
 * own with node_modules linked, `--json` each, then `--against` the first (docs/performance-log.md, session 25).
 * DIR's own scripts/route-preloads.ts names the routes, so an older commit is measured by its own rules.
 */
import { writeFileSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

interface Chunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  code: string;
}
interface Figures {
  entry: number;
  routes: Record<string, { bytes: number; files: string[] }>;
  lazy: Record<string, number>;
}

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dir = resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? process.cwd());
const HEADERS = 340;
const brotli = (code: string) => {
  const body = Buffer.from(code);
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length + HEADERS;
};

/** The figures of one build's chunks. */
function figuresOf(chunks: readonly Chunk[], preloads: Record<string, { scripts: string[] }>): Figures {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const sizes = new Map<string, number>();
  const size = (f: string) => sizes.get(f) ?? sizes.set(f, brotli(byFile.get(f)?.code ?? '')).get(f) ?? 0;
  const closure = (start: Iterable<string>) => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f) || !byFile.has(f)) return;
      seen.add(f);
      for (const i of byFile.get(f)?.imports ?? []) visit(i);
    };
    for (const f of start) visit(f);
    return seen;
  };
  const sum = (files: Iterable<string>) => [...files].reduce((s, f) => s + size(f), 0);
  // The app's entry; the endpoints' validator files are entries of the build too (scripts/validator-chunks.ts), loaded
  // lazily. (Told apart here, not with isAppEntry: an older checkout measured by its own rules has none.)
  const validatorFile = (c: Chunk) => c.isEntry && /[\\/]src[\\/]api[\\/]generated[\\/]validators[\\/]/.test(c.facadeModuleId ?? '');
  const entry = closure(chunks.filter((c) => c.isEntry && !validatorFile(c)).map((c) => c.fileName));
  const routes: Figures['routes'] = {};
  for (const [route, p] of Object.entries(preloads)) {
    const files = closure([...entry, ...p.scripts.map((s) => s.replace(/^\//, ''))]);
    routes[route] = { bytes: sum(files), files: [...files].sort().map((f) => `${byFile.get(f)?.name ?? f} ${size(f)}`) };
  }
  const lazy: Figures['lazy'] = {};
  for (const c of chunks.filter((x) => x.isDynamicEntry || validatorFile(x))) {
    // A chunk of several lazily loaded modules (a chunk group) is named by its modules.
    const key = c.facadeModuleId ? c.facadeModuleId.slice(dir.length + 1) : c.moduleIds.map((m) => m.slice(dir.length + 1)).join(' + ');
    lazy[key] = sum(closure([...entry, c.fileName]));
  }
  return { entry: sum(entry), routes, lazy };
}

/** Prints each route (and each lazily loaded module that changed) against the figures of an earlier build. */
function compare(before: Figures, after: Figures): void {
  console.log(`entry: ${before.entry} -> ${after.entry} B (${after.entry - before.entry})`);
  for (const [route, r] of Object.entries(after.routes)) {
    const was = before.routes[route]?.bytes;
    console.log(`${route}: ${was ?? '-'} -> ${r.bytes} B${was === undefined ? '' : ` (${r.bytes - was})`}`);
  }
  let grew = 0;
  let shrank = 0;
  for (const [key, bytes] of Object.entries(after.lazy)) {
    const was = before.lazy[key];
    if (was === undefined || was === bytes) continue;
    if (bytes > was) grew++;
    else shrank++;
    if (bytes > was) console.log(`  grew: ${key}: ${was} -> ${bytes} B (+${bytes - was})`);
  }
  console.log(`lazily loaded modules: ${grew} grew, ${shrank} shrank`);
}

const { build } = (await import(join(dir, 'node_modules', 'vite', 'dist', 'node', 'index.js'))) as typeof import('vite');
const { routePreloadsOf } = (await import(join(dir, 'scripts', 'route-preloads.ts'))) as typeof import('./route-preloads.ts');
let figures: Figures | undefined;
const measure: Plugin = {
  name: 'route-bytes',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk') as unknown as Chunk[];
      figures = figuresOf(chunks, routePreloadsOf(chunks, dir));
    },
  },
};
process.chdir(dir);
await build({ root: dir, configFile: join(dir, 'vite.config.ts'), logLevel: 'warn', plugins: [measure], build: { outDir: join(dir, 'dist'), emptyOutDir: true } });
if (!figures) throw new Error('route-bytes: the build wrote no chunks');
const out = option('--json');
if (out) writeFileSync(out, JSON.stringify(figures, null, 1));
const against = option('--against');
if (against) compare(JSON.parse(readFileSync(against, 'utf8')) as Figures, figures);
else for (const [route, r] of Object.entries(figures.routes)) console.log(`${route}: ${r.bytes} B in ${r.files.length} files`);
