/**
 * What a route's first script is made of, by source module (issue 47). Build with hidden source maps into a folder
 * of its own (`npx vite build --sourcemap hidden --outDir /tmp/app-maps`), then
 * `npx tsx scripts/module-bytes.ts /tmp/app-maps [route] [--top N] [--packages] [--files a.js,b.js]`.
 * The route's first script is counted as scripts/route-preloads.ts counts it (the entry with its static imports and
 * the route's preloads with theirs). Each file is split by its source map into the bytes each source module produced;
 * a module's share of the file as transferred (brotli 11 and headers) is its share of the raw bytes: an estimate
 * (what compresses well is counted a little high, what does not a little low).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { transferredBytes, type RoutePreloads } from './route-preloads.ts';

const args = process.argv.slice(2);
const dist = args[0];
if (!dist) throw new Error('usage: tsx scripts/module-bytes.ts <build folder with hidden source maps> [route] [--top N] [--packages]');
const route = args[1] && !args[1].startsWith('--') ? args[1] : '/profile';
const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : 60;
const byPackage = args.includes('--packages');

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error(`${dist}/index.html: no module script`);
const preloads = JSON.parse(readFileSync(join(dist, 'route-preloads.json'), 'utf8')) as RoutePreloads;

/** A built file's static imports (`import ... from "./x.js"`, not `import("./x.js")`). */
const staticImports = (file: string) =>
  [...readFileSync(join(dist, file), 'utf8').matchAll(/(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => `assets/${m[1]}`);
const files = new Set<string>();
const visit = (file: string) => {
  if (files.has(file)) return;
  files.add(file);
  staticImports(file).forEach(visit);
};
visit(entry);
// `--files a.js,b.js`: the files a visit loaded (bench --bytes --files lists them), for a route the preloads do not name.
const listed = args.includes('--files') ? args[args.indexOf('--files') + 1]!.split(',').map((f) => f.trim().replace(/^\/?(assets\/)?/, 'assets/')) : undefined;
for (const f of listed ?? preloads[route]?.scripts ?? []) visit(f.replace(/^\//, ''));

const label = (source: string, mapFile: string) => {
  const s = relative(process.cwd(), resolve(dirname(mapFile), source)).replace(/^.*?node_modules\//, 'node_modules/');
  if (!byPackage || !s.startsWith('node_modules/')) return s;
  const parts = s.slice('node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
};

const rows = new Map<string, { raw: number; sent: number; files: Set<string> }>();
let totalSent = 0;
const perFile: { file: string; raw: number; sent: number }[] = [];
for (const file of files) {
  const code = readFileSync(join(dist, file), 'utf8');
  const sent = transferredBytes(code);
  totalSent += sent;
  perFile.push({ file, raw: code.length, sent });
  const lines = code.split('\n');
  const lineStart: number[] = [];
  let at = 0;
  for (const l of lines) {
    lineStart.push(at);
    at += l.length + 1;
  }
  const bytes = new Map<string, number>();
  if (existsSync(join(dist, `${file}.map`))) {
    const map = new TraceMap(readFileSync(join(dist, `${file}.map`), 'utf8'));
    let last: { pos: number; source: string } | undefined;
    const add = (source: string, n: number) => bytes.set(source, (bytes.get(source) ?? 0) + n);
    eachMapping(map, (m) => {
      const pos = lineStart[m.generatedLine - 1]! + m.generatedColumn;
      if (last) add(last.source, pos - last.pos);
      last = { pos, source: m.source ? label(m.source, join(dist, `${file}.map`)) : '(no source)' };
    });
    if (last) add(last.source, code.length - last.pos);
  }
  const mapped = [...bytes.values()].reduce((a, b) => a + b, 0);
  if (mapped < code.length) bytes.set('(unmapped: the bundler\'s own code)', (bytes.get('(unmapped: the bundler\'s own code)') ?? 0) + code.length - mapped);
  for (const [source, n] of bytes) {
    const row = rows.get(source) ?? { raw: 0, sent: 0, files: new Set<string>() };
    row.raw += n;
    row.sent += (n / code.length) * sent;
    row.files.add(file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
    rows.set(source, row);
  }
}

const kib = (n: number) => (n / 1024).toFixed(1);
console.log(`${route}: ${files.size} files, ${kib(totalSent)} KiB as transferred`);
for (const f of perFile.sort((a, b) => b.sent - a.sent)) console.log(`  ${kib(f.sent).padStart(6)} KiB  ${f.file} (raw ${kib(f.raw)} KiB)`);
console.log('\n| module | KiB raw | KiB as transferred (est.) | file |\n| --- | --- | --- | --- |');
const sorted = [...rows.entries()].sort((a, b) => b[1].sent - a[1].sent);
for (const [source, r] of sorted.slice(0, top)) console.log(`| ${source} | ${kib(r.raw)} | ${kib(r.sent)} | ${[...r.files].join(', ')} |`);
const rest = sorted.slice(top);
if (rest.length) console.log(`| ${rest.length} more | ${kib(rest.reduce((a, [, r]) => a + r.raw, 0))} | ${kib(rest.reduce((a, [, r]) => a + r.sent, 0))} | |`);
