/**
 * Generates TypeScript types from every schemas/*.schema.json into schemas/generated/<name>.ts.
 * `npm run gen` writes them; `--check` (used by the staleness test) only reports files that differ.
 */
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { join, basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = join(root, 'schemas');
const outDir = join(schemaDir, 'generated');

export const BANNER = '/* eslint-disable */\n/**\n * GENERATED FILE, DO NOT EDIT.\n * Source: schemas/%s. Regenerate with `npm run gen`.\n */';

/** Renders the generated TypeScript for every schema file: a map of output path to content. */
export async function renderTypes(): Promise<Map<string, string>> {
  // schemas/*.schema.json, and each wizard's data (schemas/journey-data/<journey id>.schema.json, issue 28).
  const dirs = ['', 'journey-data'];
  const files = (await Promise.all(dirs.map(async (d) => (await readdir(join(schemaDir, d))).filter((f) => f.endsWith('.schema.json')).map((f) => join(d, f))))).flat().sort();
  const out = new Map<string, string>();
  for (const file of files) {
    const schema = JSON.parse(await readFile(join(schemaDir, file), 'utf8'));
    const ts = await compile(schema, schema.title ?? basename(file, '.schema.json'), {
      bannerComment: BANNER.replace('%s', file),
      cwd: schemaDir,
      additionalProperties: false,
      strictIndexSignatures: true,
      style: { singleQuote: true, printWidth: 120 },
    });
    out.set(join(outDir, file.replace('.schema.json', '.ts')), ts);
  }
  return out;
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
