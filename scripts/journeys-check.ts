/**
 * `npm run journeys:check [files...]`: validates journey files (default: every journeys/*.json) and prints
 * every problem as `file: /json/pointer: message`. Exits 1 when there is any.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { checkJourneyText } from '../engine/check';
import { formatProblem, type Problem } from '../engine/problem';
import { readJourneys } from './journey-routes';
import { childJourneyProblems, fileNameProblems, missingDataSchemas, routeCollisions } from './journey-route-check';
import { contentWordProblems } from './journey-content-check';

/** Checks the given files (or every journey) and returns all problems. */
export async function checkFiles(files: string[]): Promise<Problem[]> {
  const targets = files.length
    ? files
    : (await readdir('journeys')).filter((f) => f.endsWith('.json')).sort().map((f) => join('journeys', f));
  const problems: Problem[] = [];
  for (const file of targets) {
    const name = relative(process.cwd(), file) || file;
    const text = await readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
      problems.push({ file: name, pointer: '', message: `cannot read file: ${e.code ?? e.message}` });
      return undefined;
    });
    if (text !== undefined) problems.push(...checkJourneyText(name, text));
  }
  // A step path must not be another route's: the fixed routes and every other journey's steps (the folder's).
  const checked = new Set(targets.map((f) => relative(process.cwd(), f) || f));
  const all = readJourneys('journeys');
  problems.push(...[...routeCollisions(all), ...missingDataSchemas(all), ...childJourneyProblems(all), ...fileNameProblems(all)].filter((p) => checked.has(p.file)));
  // A content step's words, in both languages (journeys/content/): problems in a words file are reported as well.
  problems.push(...contentWordProblems(all, 'journeys').filter((p) => checked.has(p.file) || p.file.startsWith('journeys/content/')));
  return problems;
}

const problems = await checkFiles(process.argv.slice(2));
for (const p of problems) console.error(formatProblem(p));
if (problems.length) {
  console.error(`\n${problems.length} problem(s) in journey files.`);
  process.exit(1);
}
console.log('journeys:check: every journey is valid.');
