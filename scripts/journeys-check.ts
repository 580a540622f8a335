/**
 * `npm run journeys:check [files...]`: validates journey files (default: every journeys/*.json) and prints
 * every problem as `file: /json/pointer: message`. Exits 1 when there is any. What is checked: scripts/journey-checks.ts.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { formatProblem, type Problem } from '../engine/problem';
import { checkJourneySet, type JourneyText } from './journey-checks';

const nameOf = (file: string) => relative(process.cwd(), file) || file;

/** Checks the given files (or every journey) and returns all problems; the folder's other journeys are read for context. */
export async function checkFiles(files: string[]): Promise<Problem[]> {
  const folder = (await readdir('journeys')).filter((f) => f.endsWith('.json')).sort().map((f) => join('journeys', f));
  const targets = (files.length ? files : folder).map(nameOf);
  const problems: Problem[] = [];
  const texts = new Map<string, JourneyText>();
  for (const file of [...folder.map(nameOf), ...targets]) {
    const text = await readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
      if (targets.includes(file)) problems.push({ file, pointer: '', message: `cannot read file: ${e.code ?? e.message}` });
      return undefined;
    });
    if (text !== undefined) texts.set(file, { file, text });
  }
  return [...problems, ...checkJourneySet([...texts.values()], new Set(targets))];
}

const problems = await checkFiles(process.argv.slice(2));
for (const p of problems) console.error(formatProblem(p));
if (problems.length) {
  console.error(`\n${problems.length} problem(s) in journey files.`);
  process.exit(1);
}
console.log('journeys:check: every journey is valid.');
