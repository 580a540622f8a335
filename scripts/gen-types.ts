/**
 * Generates TypeScript types from every schemas/*.schema.json into schemas/generated/<name>.ts.
 * `npm run gen` writes them; `--check` (used by the staleness test) only reports files that differ.
 */
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { join, basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { withEndpointFields } from './endpoint-fields.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = join(root, 'schemas');
const outDir = join(schemaDir, 'generated');

export const BANNER = '/* eslint-disable */\n/**\n * GENERATED FILE, DO NOT EDIT.\n * Source: schemas/%s. Regenerate with `npm run gen`.\n */';

/** Renders the generated TypeScript for every schema file: a map of output path to content. */
export async function renderTypes(): Promise<Map<string, string>> {
  // schemas/*.schema.json, each wizard's data (schemas/journey-data/<journey id>.schema.json, issue 28) and each
  // machine journey's context (schemas/journey-context/<journey id>.schema.json, issue 43).
  const dirs = ['', 'journey-data', CONTEXT_DIR];
  const files = (await Promise.all(dirs.map(async (d) => (await readdir(join(schemaDir, d))).filter((f) => f.endsWith('.schema.json')).map((f) => join(d, f))))).flat().sort();
  const out = new Map<string, string>();
  const contexts: Array<{ id: string; title: string }> = [];
  for (const file of files) {
    // A wizard's data key that is a request's field is that field's schema (scripts/endpoint-fields.ts).
    const schema = withEndpointFields(JSON.parse(await readFile(join(schemaDir, file), 'utf8')), `schemas/${file}`);
    const ts = await compile(schema, schema.title ?? basename(file, '.schema.json'), {
      bannerComment: BANNER.replace('%s', file),
      cwd: schemaDir,
      additionalProperties: false,
      strictIndexSignatures: true,
      style: { singleQuote: true, printWidth: 120 },
    });
    out.set(join(outDir, file.replace('.schema.json', '.ts')), ts);
    if (dirname(file) === CONTEXT_DIR) contexts.push({ id: basename(file, '.schema.json'), title: String(schema.title) });
  }
  out.set(join(outDir, CONTEXT_DIR, 'index.ts'), renderContextMap(contexts));
  return out;
}

/** Where each machine journey's context schema lives (schemas/journey-context/<journey id>.schema.json). */
export const CONTEXT_DIR = 'journey-context';

/**
 * The map of every machine journey's context type by journey id: `useJourney('<id>')` (src/journey/use-journey.ts)
 * returns a snapshot whose `context` is `JourneyContexts['<id>']`.
 */
function renderContextMap(contexts: ReadonlyArray<{ id: string; title: string }>): string {
  const sorted = [...contexts].sort((a, b) => a.id.localeCompare(b.id));
  return [
    BANNER.replace('%s', `${CONTEXT_DIR}/*.schema.json`),
    ...sorted.map(({ id, title }) => `import type { ${title} } from './${id}';`),
    '',
    '/** Each machine journey\'s context (journeys/<id>.json `context`), by journey id. */',
    'export interface JourneyContexts {',
    ...sorted.map(({ id, title }) => `  '${id}': ${title};`),
    '}',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const rendered = await renderTypes();
  const stale: string[] = [];
  for (const [path, content] of rendered) {
    const current = await readFile(path, 'utf8').catch(() => '');
    if (current === content) continue;
    if (check) stale.push(path);
    else {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    }
  }
  if (check && stale.length) {
    console.error(`Stale generated types (run npm run gen):\n${stale.join('\n')}`);
    process.exit(1);
  }
  if (!check) console.log(`Generated ${rendered.size} type file(s) in schemas/generated/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
