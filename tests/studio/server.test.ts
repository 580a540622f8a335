import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStudio, type Studio, type StudioState } from '../../scripts/studio/server';

const ROOT = join(import.meta.dirname, '..', '..');

/** A throwaway git checkout with two journeys committed. */
function scratchRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-'));
  mkdirSync(join(dir, 'journeys'));
  for (const f of ['onboarding.json', 'termination.json']) copyFileSync(join(ROOT, 'journeys', f), join(dir, 'journeys', f));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=s@example.pk', '-c', 'user.name=studio', ...args], { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'journeys');
  return dir;
}

/** Opens the studio's event stream: `connected` once the server has answered, `changed` on the next change event. */
async function openEvents(url: string, signal: AbortSignal): Promise<{ changed: Promise<void> }> {
  const res = await fetch(new URL('/events', url), { signal });
  const reader = res.body!.getReader();
  await reader.read(); // the server's first line: the stream is registered
  const changed = (async () => {
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('event stream ended');
      text += new TextDecoder().decode(value);
      if (text.includes('event: change')) return void reader.cancel();
    }
  })();
  return { changed };
}

describe('npm run studio', () => {
  let dir: string;
  let studio: Studio;
  const state = async () => (await (await fetch(new URL('/api/state', studio.url))).json()) as StudioState;

  beforeAll(async () => {
    dir = scratchRepo();
    studio = await startStudio({ root: dir, port: 0 });
  });
  afterAll(async () => {
    await studio.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the page and every journey with its picture', async () => {
    const page = await (await fetch(studio.url)).text();
    expect(page).toContain('<h1>Journey studio</h1>');
    const s = await state();
    expect(s.journeys.map((j) => j.id)).toEqual(['onboarding', 'termination']);
    expect(s.journeys.every((j) => j.svg?.startsWith('<svg') && j.problems.length === 0 && j.diff.status === 'unchanged')).toBe(true);
  });

  it('refreshes when a journey is saved: the diff against the last commit and the problems on their step', async () => {
    const file = join(dir, 'journeys', 'onboarding.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as { steps: Array<Record<string, unknown>> };
    const p = json.steps.findIndex((x) => x.name === 'personalDetails');
    const a = json.steps.findIndex((x) => x.name === 'addressDetails');
    [json.steps[p], json.steps[a]] = [json.steps[a]!, json.steps[p]!];
    const abort = new AbortController();
    const { changed } = await openEvents(studio.url, abort.signal);
    writeFileSync(file, JSON.stringify(json, null, 2));
    writeFileSync(join(dir, 'journeys', 'broken.json'), JSON.stringify({ id: 'broken', kind: 'wizard', steps: [{ name: 'one', path: '/one' }, { name: 'two', path: '/two', skip: 'isFullMoon' }] }));
    await changed;
    abort.abort();

    const s = await state();
    const onboarding = s.journeys.find((j) => j.id === 'onboarding')!;
    expect(onboarding.diff.status).toBe('changed');
    expect(onboarding.diff.sentences).toEqual(['All customers except eSIM customers now see Address details before Personal details.']);
    expect(onboarding.diff.svg).toMatch(/class="edge added"/);
    expect(onboarding.diff.svg).toMatch(/class="edge removed"/);
    expect(onboarding.diff.added.length).toBeGreaterThan(0);

    const broken = s.journeys.find((j) => j.id === 'broken')!;
    expect(broken.diff.note).toBe('journeys/broken.json: new journey, not at HEAD');
    expect(broken.problems).toEqual([{ pointer: '/steps/1/skip', message: "unknown guard 'isFullMoon'", on: '2. Two', node: 'node_two' }]);
    expect(broken.svg).toMatch(/<g id="node_two" class="node problem"/);
  });
});
