import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawAll, PICTURE_DIR, stalePictures } from '../../scripts/studio/draw-all';
import { drawGraph } from '../../scripts/studio/draw';
import { checkedGraph, workingJourneys } from '../../scripts/studio/sources';
import { contentTitle, stepTitle } from '../../scripts/studio/titles';
import { behaviourDescriptions } from '../../engine/behaviours/descriptions';
import { fixtureSet } from './scratch-repo';

const ROOT = join(import.meta.dirname, '..', '..');

/** The SVG group Graphviz writes for one node (its id is `node_<step or state name>`). */
function nodeGroup(svg: string, name: string): string {
  const start = svg.indexOf(`<g id="node_${name}"`);
  expect(start, `node ${name} drawn`).toBeGreaterThanOrEqual(0);
  return svg.slice(start, svg.indexOf('</g>', start));
}
/** The words a node shows, its wrapped lines joined. */
const textOf = (group: string) => group.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const unescape = (s: string) => s.replace(/&#45;/g, '-').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('journeys:draw', () => {
  it('draws every shipped journey deterministically: same JSON, same SVG bytes', async () => {
    const first = await drawAll(ROOT);
    const second = await drawAll(ROOT);
    expect(first.size).toBe(workingJourneys(ROOT).size);
    expect([...second]).toEqual([...first]);
  });

  it('docs/journeys holds the current picture of every journey (run `npm run journeys:draw` when this fails)', async () => {
    const drawn = await drawAll(ROOT);
    for (const [file, svg] of drawn) {
      let committed = '';
      try {
        committed = readFileSync(join(ROOT, PICTURE_DIR, file), 'utf8');
      } catch {
        committed = '(missing)';
      }
      expect(committed === svg, `${PICTURE_DIR}/${file} is stale or missing: run npm run journeys:draw`).toBe(true);
    }
    expect(stalePictures(ROOT, drawn), 'pictures of journeys that no longer exist').toEqual([]);
  });

  it('a wizard picture has every step with its English title, its path, and skip guards in plain words', async () => {
    const text = readFileSync(join(ROOT, 'journeys', 'onboarding.json'), 'utf8');
    const svg = unescape(await drawGraph(checkedGraph('journeys/onboarding.json', text).graph));
    const steps = (JSON.parse(text) as { steps: Array<{ name: string; path: string; skip?: string; content?: { title: string } }> }).steps;
    // A content step is titled by its English words (journeys/content/), any other by its name's title.
    const titleOf = (s: (typeof steps)[number]) => (s.content ? contentTitle('onboarding', s.content.title, s.name) : stepTitle(s.name));
    steps.forEach((s, i) => {
      const group = unescape(nodeGroup(svg, s.name));
      expect(group).toContain(`${i + 1}. ${titleOf(s)}`);
      expect(group).toContain(s.path);
      if (s.skip) expect(textOf(group)).toContain(`skipped when ${behaviourDescriptions.guards[s.skip]!.when}`);
    });
    expect(svg).toContain('Done');
    // The arrow around each skippable step (one that is not the last) says so.
    for (const s of steps.slice(0, -1).filter((x) => x.skip)) expect(svg).toContain(`if ${titleOf(s)} is skipped`);
  });

  it('a machine picture shows invoked actors, timers and final states', async () => {
    const text = readFileSync(join(ROOT, 'journeys', 'otp-timer.json'), 'utf8');
    const svg = unescape(await drawGraph(checkedGraph('journeys/otp-timer.json', text).graph));
    expect(nodeGroup(svg, 'verifying')).toContain('calls verifyCode: check the code');
    expect(svg).toContain(`after ${behaviourDescriptions.delays.untilResend!.split(' ')[0]}`);
    expect(nodeGroup(svg, 'signedIn')).toMatch(/<path|<polygon/);
    expect((nodeGroup(svg, 'signedIn').match(/<(path|polygon)/g) ?? []).length).toBe(2); // a final state has a double border
  });
});

describe('journeys:draw on a journey that fails the check', () => {
  const text = readFileSync(join(ROOT, 'tests', 'studio', 'fixtures', 'shop-before.json'), 'utf8');

  it('draws every step and marks each problem on its step', async () => {
    const broken = JSON.parse(text) as { steps: Array<Record<string, unknown>> };
    broken.steps[2]!.skip = 'isFullMoon';
    broken.steps[4]!.path = 'no-slash';
    const { graph, problems } = checkedGraph('journeys/shop.json', JSON.stringify(broken), fixtureSet());
    expect(problems.length).toBe(2);
    const svg = unescape(await drawGraph(graph));
    for (const s of broken.steps) nodeGroup(svg, String(s.name));
    expect(svg).toMatch(/<g id="node_portInDetails" class="node problem"/);
    expect(textOf(nodeGroup(svg, 'portInDetails'))).toContain("skip: unknown guard 'isFullMoon'");
    expect(textOf(nodeGroup(svg, 'manualEkyc'))).toContain("path: step path 'no-slash' must start with '/'");
    expect(nodeGroup(svg, 'preCheckout')).not.toContain('⚠');
  });

  it('a machine with an unknown target draws the missing state and the problem on the state that points there', async () => {
    const otp = JSON.parse(readFileSync(join(ROOT, 'journeys', 'otp-timer.json'), 'utf8')) as { states: Record<string, { on?: Record<string, unknown> }> };
    otp.states.expired!.on!.RESEND = 'resendingg';
    const { graph } = checkedGraph('journeys/otp-timer.json', JSON.stringify(otp));
    const svg = unescape(await drawGraph(graph));
    expect(nodeGroup(svg, 'resendingg')).toContain("no state 'resendingg'");
    expect(nodeGroup(svg, 'expired')).toContain('⚠');
  });

  it('invalid JSON is drawn as the journey with the problem, not a stack trace', async () => {
    const { graph } = checkedGraph('journeys/shop.json', text.slice(0, 80), fixtureSet());
    expect(graph.kind).toBe('unknown');
    const svg = await drawGraph(graph);
    expect(svg).toContain('invalid JSON');
    expect(svg).toContain('<svg');
  });
});
