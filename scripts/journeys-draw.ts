/**
 * `npm run journeys:draw`: one picture per journey, docs/journeys/<id>.svg (committed; a test fails when one
 * is stale). Journeys that fail `journeys:check` are drawn too, with each problem on its step.
 * `--check` writes nothing and exits 1 when a picture is missing, stale or left over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { drawAll, PICTURE_DIR, stalePictures } from './studio/draw-all';
import { undescribed } from './studio/titles';

const root = join(import.meta.dirname, '..');
const checkOnly = process.argv.includes('--check');
const drawn = await drawAll(root);
const dir = join(root, PICTURE_DIR);
const changed = [...drawn].filter(([f, svg]) => !existsSync(join(dir, f)) || readFileSync(join(dir, f), 'utf8') !== svg).map(([f]) => f);
const leftOver = stalePictures(root, drawn);

if (checkOnly) {
  for (const f of changed) console.error(`${PICTURE_DIR}/${f}: stale or missing`);
  for (const f of leftOver) console.error(`${PICTURE_DIR}/${f}: no journey draws it any more`);
  if (changed.length || leftOver.length) {
    console.error('Run `npm run journeys:draw` and commit docs/journeys/.');
    process.exit(1);
  }
  console.log(`journeys:draw --check: ${drawn.size} picture(s) current.`);
} else {
  mkdirSync(dir, { recursive: true });
  for (const f of changed) writeFileSync(join(dir, f), drawn.get(f)!);
  for (const f of leftOver) rmSync(join(dir, f));
  console.log(`journeys:draw: ${drawn.size} picture(s) in ${PICTURE_DIR}/ (${changed.length} written, ${leftOver.length} removed).`);
}
const bare = undescribed();
if (bare.length) console.log(`note: drawn by name, no text in engine/behaviours/descriptions.ts: ${bare.join(', ')}`);
