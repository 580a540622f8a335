/**
 * Journey texts from the working copy and from a git ref, and the whole-repository draw and diff built on them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkJourneyText } from '../../engine/check';
import type { Problem } from '../../engine/problem';
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

/** One journey's picture input: its graph with the problems journeys:check finds on it. */
export function checkedGraph(file: string, text: string): { graph: JourneyGraph; problems: Problem[] } {
  const problems = checkJourneyText(file, text);
  return { graph: journeyGraph(file, text, problems), problems };
}

export type DiffReport = { ok: false; line: string } | { ok: true; ref: string; commit: string; diffs: JourneyDiff[] };

/** Compares every journey of the working copy with the same file at `ref`. */
export function diffAgainst(root: string, ref = 'HEAD'): DiffReport {
  const commit = resolveRef(root, ref);
  if (!commit) return { ok: false, line: `journeys:diff: '${ref}' is not a commit in this repository; nothing compared.` };
  const before = journeysAt(root, commit);
  const after = workingJourneys(root);
  const files = [...new Set([...before.keys(), ...after.keys()])].sort();
  return { ok: true, ref, commit, diffs: files.map((f) => diffJourney(f, before.get(f), after.get(f), ref)) };
}
