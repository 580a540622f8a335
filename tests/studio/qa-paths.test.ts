import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { JourneyDefinition } from '../../engine';
import { findPath, journeyPaths, pathReport, replayPath, sessionJourney } from '../../scripts/studio/qa-paths';
import { journeyFiles, stepGatedBy, stepSkippedBy } from '../support/journeys';

const ROOT = join(import.meta.dirname, '..', '..');
const definitionOf = (id: string) => journeyFiles().find((f) => f.definition.id === id)?.definition;
type Wizard = Extract<JourneyDefinition, { kind: 'wizard' }>;
const onboarding = () => structuredClone(definitionOf('onboarding')) as Wizard;

describe("QA's paths: ids made from the steps and events", () => {
  const before = journeyPaths(onboarding(), definitionOf);

  it('every path has its own id, and walking again gives the same ids', () => {
    expect(before.length).toBeGreaterThan(4);
    expect(new Set(before.map((p) => p.id)).size).toBe(before.length);
    expect(journeyPaths(onboarding(), definitionOf).map((p) => p.id)).toEqual(before.map((p) => p.id));
    for (const p of before) expect(p.id).toMatch(/^[0-9a-f]{6}-[a-z0-9-]+$/);
  });

  it('a step added elsewhere (only customers who bring their number see it) keeps the ids of every path that does not walk it', () => {
    const edited = onboarding();
    const portIn = stepSkippedBy(edited, 'isNotPortIn');
    edited.steps.splice(edited.steps.indexOf(portIn) + 1, 0, { name: 'portInGuide', path: '/web/port-in-guide', skip: portIn.skip } as Wizard['steps'][number]);
    const after = journeyPaths(edited, definitionOf);
    const walks = (p: (typeof after)[number]) => p.steps.some((s) => s.state === 'portInGuide');
    const untouched = after.filter((p) => !walks(p));
    const changed = after.filter(walks);
    expect(untouched.length).toBeGreaterThan(0);
    expect(changed.length).toBeGreaterThan(0);
    const ids = new Set(before.map((p) => p.id));
    for (const p of untouched) expect(ids.has(p.id), `${p.id}: ${p.description}`).toBe(true);
    // The paths through the new step are new paths, with new ids; an index would have shifted instead.
    for (const p of changed) expect(ids.has(p.id)).toBe(false);
    expect(after.length).toBe(before.length);
  });
});

describe("QA's paths: replays", () => {
  const paths = journeyPaths(onboarding(), definitionOf);

  it('replays a path to its end, printing each event with where it led', () => {
    const path = paths.find((p) => p.signedIn)!;
    const result = replayPath(sessionJourney(onboarding(), definitionOf), path);
    expect(result.ok).toBe(true);
    expect(result.lines.map((l) => l.actual)).toEqual(path.steps.map((s) => s.state));
  });

  it('a path that breaks prints its id, its steps and its events, and where it went instead', () => {
    // The journey changed under the path: signed-in customers now skip a step they saw (the first plain step after
    // the first, read from the JSON: no skip, no work, no hosted journey).
    const edited = onboarding();
    const plain = edited.steps.slice(1).find((s) => !s.skip && !s.invoke && !s.child)!;
    plain.skip = 'isSignedIn';
    const path = paths.find((p) => p.signedIn && p.steps.some((s) => s.state === plain.name))!;
    const after = path.steps[path.steps.findIndex((s) => s.state === plain.name) + 1]!.state;
    const result = replayPath(sessionJourney(edited, definitionOf), path);
    expect(result.ok).toBe(false);
    const report = pathReport(path, result);
    expect(report).toContain(`path ${path.id} of onboarding`);
    for (const s of path.steps) expect(report).toContain(s.state);
    expect(report).toContain('NEXT {"data":');
    expect(report).toMatch(new RegExp(`→ ${plain.name}\\s+FAILED: went to ${after}`));
    expect(report).toContain('(not reached)');
  });

  it('a visitor signs in at the gate of the order summary (the guest verification), and the replay does too', () => {
    const visitor = paths.find((p) => !p.signedIn)!;
    const gate = stepGatedBy(onboarding(), 'isSignedIn');
    expect(visitor.steps.some((s) => s.signsIn && s.state === `${gate.name}:working`)).toBe(true);
    expect(replayPath(sessionJourney(onboarding(), definitionOf), visitor).ok).toBe(true);
  });

  it('finds a path by its id or a unique prefix of it', () => {
    expect(findPath(paths, paths[1]!.id)).toBe(paths[1]);
    expect(findPath(paths, paths[1]!.id.slice(0, 6))).toBe(paths[1]);
    expect(findPath(paths, 'nope')).toBeUndefined();
  });
});

// Each test runs the command (a tsx process that loads the app's modules) two times: on a loaded machine that
// takes longer than a unit test's 20 s.
describe('npm run journeys:paths, the command', { timeout: 90_000 }, () => {
  const run = (...args: string[]) => spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'journeys-paths.ts'), ...args], { cwd: ROOT, encoding: 'utf8' });

  // The purchase too: its actors load modules only Vite can (stylesheets, import.meta.glob), which the command's
  // replay must load as the app's bundler does.
  it.each(['plan-switch', 'onboarding'])('lists the paths of %s and replays one by its id', (journey) => {
    const list = run(journey);
    expect(list.status).toBe(0);
    const ids = [...list.stdout.matchAll(/^([0-9a-f]{6}-[a-z0-9-]+) {2}/gm)].map((m) => m[1]!);
    expect(ids).toEqual(journeyPaths(definitionOf(journey)!, definitionOf).map((p) => p.id));
    const replay = run(journey, '--replay', ids[0]!);
    expect(replay.status, replay.stderr).toBe(0);
    expect(replay.stdout).toContain(`path ${ids[0]}: replayed to the end`);
    const second = (definitionOf(journey) as { steps: Array<{ name: string }> }).steps[1]!.name;
    expect(replay.stdout).toMatch(new RegExp(`ok {3}NEXT .*→ ${second}`));
    // A wizard's path runs over the fake gateway: its hosted journeys' work calls it, as the app's actors do.
    expect(replay.stdout).toContain(`path ${ids[0]}: replayed to the end over the fake gateway`);
    expect(replay.stdout).toMatch(/ok {3} {4}\w+ runs over the fake gateway → /);
  });

  it('says which journeys and paths there are when one is unknown', () => {
    expect(run('no-such-journey').stderr).toContain("no journey 'no-such-journey'");
    const missing = run('plan-switch', '--replay', 'ffffff-nothing');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('npm run journeys:paths -- plan-switch');
  });
});
