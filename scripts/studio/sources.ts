/**
 * Journey texts from the working copy and from a git ref, and the whole-repository draw and diff built on them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from '../../engine/problem';
import { checkJourneySet } from '../journey-checks';
import { JOURNEY_DATA_DIR } from '../journey-route-check';
import { diffJourney, type JourneyDiff } from './diff';
import { journeyGraph, type JourneyGraph } from './graph';

/** Every journeys/*.json of a checkout, by repository-relative file name, sorted. */
export function workingJourneys(root: string): Map<string, string> {
  const dir = join(root, 'journeys');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  return new Map(files.map((f) => [`journeys/${f}`, readFileSync(join(dir, f), 'utf8')]));
}

const git = (root: string, args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 });

/** The commit a ref names, or undefined when it names none (or this is not a git checkout). */
export function resolveRef(root: string, ref: string): string | undefined {
  if (ref.startsWith('-')) return undefined;
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Every journeys/*.json at a commit. */
export function journeysAt(root: string, commit: string): Map<string, string> {
  const names = git(root, ['ls-tree', '--name-only', commit, '--', 'journeys/'])
    .split('\n')
    .filter((f) => /^journeys\/[^/]+\.json$/.test(f))
    .sort();
  return new Map(names.map((f) => [f, git(root, ['show', `${commit}:${f}`])]));
}

/**
 * What the whole check (`npm run journeys:check`, scripts/journey-checks.ts) needs beside one journey: the other
 * journeys (a child it hosts, a route it takes), their content words and their data schemas. The studio, the pictures
 * and the diff check a journey within its set, so a product owner sees there the problems journeys:check reports.
 */
export interface JourneySet {
  texts: ReadonlyMap<string, string>;
  journeysDir: string;
  dataDir: string;
}

const REPOSITORY = join(import.meta.dirname, '..', '..');

/**
 * A checkout's journeys as the check sees them. What a checkout lacks (a child journey, the data schemas) is this
 * repository's, as the studio simulates with the journeys it ships with.
 */
export function journeySet(root = REPOSITORY, texts: ReadonlyMap<string, string> = workingJourneys(root)): JourneySet {
  const dataDir = join(root, 'schemas', 'journey-data');
  const shipped = root === REPOSITORY ? new Map<string, string>() : workingJourneys(REPOSITORY);
  return { texts: new Map([...shipped, ...texts]), journeysDir: join(root, 'journeys'), dataDir: existsSync(dataDir) ? dataDir : JOURNEY_DATA_DIR };
}

/** Every problem of the set's journeys (or of `only`), by journey file. */
export function setProblems(set: JourneySet, only?: ReadonlySet<string>): Map<string, Problem[]> {
  const texts = [...set.texts].map(([file, text]) => ({ file, text }));
  const byFile = new Map<string, Problem[]>();
  for (const p of checkJourneySet(texts, only, set.journeysDir, set.dataDir)) (byFile.get(p.file) ?? byFile.set(p.file, []).get(p.file)!).push(p);
  return byFile;
}

/** The whole check's problems of one journey text, within its set (the file's text in the set replaced by this one). */
export function journeyProblems(file: string, text: string, set: JourneySet = journeySet()): Problem[] {
  return setProblems({ ...set, texts: new Map([...set.texts, [file, text]]) }, new Set([file])).get(file) ?? [];
}

/** One journey's picture input: its graph with the problems journeys:check finds on it (within its set). */
export function checkedGraph(file: string, text: string, set?: JourneySet): { graph: JourneyGraph; problems: Problem[] } {
  const problems = journeyProblems(file, text, set);
  return { graph: journeyGraph(file, text, problems, set?.journeysDir), problems };
}

export type DiffReport = { ok: false; line: string } | { ok: true; ref: string; commit: string; diffs: JourneyDiff[] };

/** Compares every journey of the working copy with the same file at `ref`. */
export function diffAgainst(root: string, ref = 'HEAD'): DiffReport {
  const commit = resolveRef(root, ref);
  if (!commit) return { ok: false, line: `journeys:diff: '${ref}' is not a commit in this repository; nothing compared.` };
  const before = journeysAt(root, commit);
  const after = workingJourneys(root);
  const files = [...new Set([...before.keys(), ...after.keys()])].sort();
  // Each version is checked within its own set (the ref's journeys, the working copy's), once for all of them.
  const set = journeySet(root, after);
  const checks = { before: setProblems(journeySet(root, before)), after: setProblems(set) };
  const problems = (f: string) => ({ before: checks.before.get(f) ?? [], after: checks.after.get(f) ?? [] });
  return { ok: true, ref, commit, diffs: files.map((f) => diffJourney(f, before.get(f), after.get(f), ref, { problems: problems(f), set })) };
}
