/** Every journey's picture, as `npm run journeys:draw` writes them to docs/journeys/<id>.svg. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { drawGraph } from './draw';
import { journeyGraph } from './graph';
import { journeySet, setProblems, workingJourneys } from './sources';

export const PICTURE_DIR = join('docs', 'journeys');

/** The pictures of every journey of a checkout, by file name under docs/journeys/ (sorted). */
export async function drawAll(root: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  // Every journey within its set, checked once as journeys:check checks them.
  const set = journeySet(root);
  const problems = setProblems(set);
  for (const [file, text] of workingJourneys(root)) {
    const graph = journeyGraph(file, text, problems.get(file) ?? [], set.journeysDir);
    out.set(`${graph.id}.svg`, await drawGraph(graph));
  }
  return out;
}

/** Pictures on disk that no journey draws any more. */
export function stalePictures(root: string, drawn: Map<string, string>): string[] {
  const dir = join(root, PICTURE_DIR);
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.svg') && !drawn.has(f)).sort() : [];
}
