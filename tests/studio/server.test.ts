import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startStudio, type Studio, type StudioState } from '../../scripts/studio/server';
import { scratchRepo, swapSteps } from './scratch-repo';

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

/** A studio on a scratch checkout of its own for the describe block it is called in. */
function studioOnScratch(): { readonly dir: string; readonly studio: Studio } {
  const held = {} as { dir: string; studio: Studio };
  beforeAll(async () => {
    held.dir = scratchRepo();
    held.studio = await startStudio({ root: held.dir, port: 0 });
  });
  afterAll(async () => {
    await held.studio.close();
    rmSync(held.dir, { recursive: true, force: true });
  });
  return held;
}

describe('npm run studio', () => {
  const scratch = studioOnScratch();
  const state = async () => (await (await fetch(new URL('/api/state', scratch.studio.url))).json()) as StudioState;

  it('serves the page and every journey with its picture', async () => {
    const page = await (await fetch(scratch.studio.url)).text();
    expect(page).toContain('<h1>Journey studio</h1>');
    const s = await state();
    expect(s.journeys.map((j) => j.id)).toEqual(['onboarding', 'termination']);
    expect(s.journeys.every((j) => j.svg?.startsWith('<svg') && j.problems.length === 0 && j.diff.status === 'unchanged')).toBe(true);
  });

  it('refreshes when a journey is saved: the diff against the last commit and the problems on their step', async () => {
    const file = join(scratch.dir, 'journeys', 'onboarding.json');
    const abort = new AbortController();
    const { changed } = await openEvents(scratch.studio.url, abort.signal);
    swapSteps(file, 'personalDetails', 'addressDetails');
    // A made-up wizard in a check world that fits it (registered screens, its own data schema) but for one mistake.
    writeFileSync(join(scratch.dir, 'schemas', 'journey-data', 'broken.schema.json'), JSON.stringify({ type: 'object', properties: {} }));
    writeFileSync(join(scratch.dir, 'journeys', 'broken.json'), JSON.stringify({ id: 'broken', kind: 'wizard', steps: [{ name: 'one', path: '/one', screen: 'personalDetails' }, { name: 'two', path: '/two', screen: 'addressDetails', skip: 'isFullMoon' }] }));
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

describe("the studio's simulate mode (POST /api/simulate)", () => {
  const scratch = studioOnScratch();
  const simulate = async (body: unknown) => {
    const res = await fetch(new URL('/api/simulate', scratch.studio.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { trail: Array<{ event: string; state: string }>; state: string; ended: boolean; offered: Array<{ label: string; event: { type: string } }>; error?: string } };
  };
  it('steps the working copy event by event, each guard answered as chosen, and offers what the state listens for', async () => {
    const next = { type: 'NEXT' };
    const lock = { type: 'xstate.done.actor.lockChosenNumber', output: {} };
    const events = [next, next, next, lock];
    const bringing = await simulate({ file: 'journeys/onboarding.json', guards: {}, events });
    expect(bringing.body.trail.map((t) => t.state)).toEqual(['preCheckout', 'addonSelection', 'connectionDetails', 'connectionDetails:working', 'portInDetails']);
    expect(bringing.body.offered.map((o) => o.label)).toEqual(['Next', 'Back']);
    // "The customer is not bringing a number" ticked: the same events skip the port-in step.
    const newNumber = await simulate({ file: 'journeys/onboarding.json', guards: { isNotPortIn: true }, events });
    expect(newNumber.body.state).toBe('personalDetails');
    // The working copy, not the last commit: a step moved in the file moves in the simulation.
    swapSteps(join(scratch.dir, 'journeys', 'onboarding.json'), 'personalDetails', 'addressDetails');
    expect((await simulate({ file: 'journeys/onboarding.json', guards: { isNotPortIn: true }, events })).body.state).toBe('addressDetails');
    const ended = await simulate({ file: 'journeys/termination.json', guards: {}, events: [next, { type: 'xstate.done.actor.journey:termination-decision', output: { endedIn: 'terminated', data: {} } }, next] });
    expect(ended.body).toMatchObject({ state: '_complete', ended: true, offered: [] });
  });

  it('says in one line why a journey cannot be simulated', async () => {
    writeFileSync(join(scratch.dir, 'journeys', 'broken.json'), JSON.stringify({ id: 'broken', kind: 'wizard', steps: [{ name: 'one', path: '/one', skip: 'isFullMoon' }] }));
    expect(await simulate({ file: 'journeys/broken.json', guards: {}, events: [] })).toEqual({ status: 400, body: { error: 'journeys/broken.json fails journeys:check: fix it to simulate it' } });
    expect((await simulate({ file: 'journeys/none.json', guards: {}, events: [] })).body.error).toBe("no journey file 'journeys/none.json' in the working copy");
    const bad = await fetch(new URL('/api/simulate', scratch.studio.url), { method: 'POST', body: '{not json' });
    expect(bad.status).toBe(400);
  });
});
