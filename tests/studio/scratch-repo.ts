import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/** A throwaway git checkout with two journeys committed. */
export function scratchRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-'));
  mkdirSync(join(dir, 'journeys'));
  for (const f of ['onboarding.json', 'termination.json']) copyFileSync(join(ROOT, 'journeys', f), join(dir, 'journeys', f));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=s@example.pk', '-c', 'user.name=studio', ...args], { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'journeys');
  return dir;
}

/** Swaps two steps of a wizard journey file in place, as a product owner would by moving one object. */
export function swapSteps(file: string, first: string, second: string): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { steps: Array<{ name: string }> };
  const a = json.steps.findIndex((s) => s.name === first);
  const b = json.steps.findIndex((s) => s.name === second);
  [json.steps[a], json.steps[b]] = [json.steps[b]!, json.steps[a]!];
  writeFileSync(file, JSON.stringify(json, null, 2));
}
