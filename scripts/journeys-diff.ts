/**
 * `npm run journeys:diff [git-ref]` (default HEAD): what the working copy's journeys change for customers
 * against the ref, as plain sentences, plus a picture of each changed journey with added parts in green and
 * removed ones in orange (.studio/diff/<id>.svg; `--out DIR` elsewhere). A review aid, not a gate: exits 0
 * whatever it finds.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { diffAgainst } from './studio/sources';
import { pathText } from './studio/diff';
import { drawGraph } from './studio/draw';

// The checkout being reviewed: the current directory (npm runs scripts from the package root).
const root = process.cwd();
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const outDir = outAt >= 0 && args[outAt + 1] ? args[outAt + 1]! : join(root, '.studio', 'diff');
const ref = args.filter((a, i) => !a.startsWith('--') && (outAt < 0 || i !== outAt + 1))[0] ?? 'HEAD';

try {
  const report = diffAgainst(root, ref);
  if (!report.ok) {
    console.log(report.line);
  } else {
    console.log(`journeys:diff: working copy against ${ref} (${report.commit.slice(0, 10)})`);
    let unchanged = 0;
    for (const d of report.diffs) {
      if (d.status === 'unchanged') {
        unchanged++;
        continue;
      }
      if (d.status !== 'changed') {
        console.log(d.note);
        continue;
      }
      console.log(`\n${d.id} (${d.file}): ${d.addedPaths.length} customer path(s) added, ${d.removedPaths.length} removed`);
      if (d.note) console.log(`  ${d.note}`);
      for (const p of d.removedPaths) console.log(`  - ${pathText(p, d.titles)}\n      walked by ${p.worlds.join('; ')}`);
      for (const p of d.addedPaths) console.log(`  + ${pathText(p, d.titles)}\n      walked by ${p.worlds.join('; ')}`);
      for (const s of d.sentences) console.log(`  • ${s}`);
      if (!d.note && !d.sentences.length) console.log('  No customer path changed.');
      if (d.graph && d.marks) {
        mkdirSync(outDir, { recursive: true });
        const file = join(outDir, `${d.id}.svg`);
        writeFileSync(file, await drawGraph(d.graph, d.marks));
        console.log(`  picture: ${relative(process.cwd(), file)}`);
      }
    }
    console.log(`\n${unchanged} journey(s) unchanged.`);
  }
} catch (error) {
  // A review aid never fails the caller: one line, exit 0.
  console.log(`journeys:diff: could not compare: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
}
