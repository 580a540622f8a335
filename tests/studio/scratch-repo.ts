import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { journeySet, type JourneySet } from '../../scripts/studio/sources';

export const ROOT = join(import.meta.dirname, '..', '..');

/**
 * The purchase journey the tools' tests work on: a frozen copy of journeys/onboarding.json (tests/studio/fixtures), so
 * these tests of the diff, the studio and simulate say the same whatever a product owner does to the real purchase.
 */
export const PURCHASE_FIXTURE = join(ROOT, 'tests', 'studio', 'fixtures', 'onboarding.json');

/**
 * A throwaway git checkout with two journeys committed (the purchase as frozen in the fixture, and the repository's
 * termination), and the journeys' data schemas (their check world).
 */
export function scratchRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-'));
  mkdirSync(join(dir, 'journeys'));
  copyFileSync(PURCHASE_FIXTURE, join(dir, 'journeys', 'onboarding.json'));
  copyFileSync(join(ROOT, 'journeys', 'termination.json'), join(dir, 'journeys', 'termination.json'));
  cpSync(join(ROOT, 'schemas', 'journey-data'), join(dir, 'schemas', 'journey-data'), { recursive: true });
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

/**
 * The check world of the made-up journeys in tests/studio/fixtures (journeys/shop.json): the repository's journeys
 * (the child its eKYC step hosts) and the fixture's own data schema, so the whole check finds nothing but what a test
 * breaks on purpose.
 */
export function fixtureSet(): JourneySet {
  return { ...journeySet(), dataDir: join(ROOT, 'tests', 'studio', 'fixtures', 'journey-data') };
}
