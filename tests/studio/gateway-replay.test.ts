import { describe, expect, it } from 'vitest';
import type { JourneyDefinition } from '../../engine';
import { gatewayReport, replayOverGateway } from '../../scripts/studio/gateway-replay';
import { eventText, journeyPaths } from '../../scripts/studio/qa-paths';
import { journeyFiles } from '../support/journeys';

// Every path to the end of every wizard, replayed as `npm run journeys:paths -- <journey> --replay <id>` replays it:
// the app's real actors, every call they make answered by the fake gateway (request and answer checked against the
// endpoint registry's schemas). The paths, the wizards and their steps come from the JSON: a step added, removed or
// moved in JSON is replayed here with no change to this file.
const definitions = journeyFiles().map((f) => f.definition);
const ids = definitions.map((d) => d.id);
const definitionOf = (id: string) => definitions.find((d) => d.id === id);
const wizards = definitions.filter((d) => d.kind === 'wizard');
const cases = wizards.flatMap((w) => journeyPaths(w, definitionOf).map((path) => ({ journey: w.id, id: path.id, path })));

describe('every path to the end of every wizard, over the fake gateway with the real actors', () => {
  it('there are paths to replay for every wizard', () => {
    expect(wizards.length).toBeGreaterThan(0);
    for (const w of wizards) expect(cases.some((c) => c.journey === w.id), `${w.id} has no path to the end`).toBe(true);
  });

  it.each(cases)('$journey $id', async ({ path }) => {
    const replay = await replayOverGateway(path, definitionOf, ids);
    expect(replay.ok, gatewayReport(path, replay)).toBe(true);
    // Every move of the path was made (child journeys' own moves come on top).
    expect(replay.lines.filter((l) => !l.event.startsWith(' ')).length).toBe(path.steps.length);
  });
});

describe('the page origin the payment actors read', () => {
  // Two wizards whose paths pay through the payment journey (its actors read window.location.origin), from the JSON.
  const paying = wizards.filter((w) => JSON.stringify(w).includes('"journey":"payment"')).slice(0, 2);
  const twoPaying = paying.map((w) => cases.find((c) => c.journey === w.id)!);

  it('is given while replays run and taken away when the last one ends, two side by side', async () => {
    expect(twoPaying).toHaveLength(2);
    expect('window' in globalThis).toBe(false);
    const replays = await Promise.all(twoPaying.map(({ path }) => replayOverGateway(path, definitionOf, ids)));
    for (const [i, replay] of replays.entries()) {
      expect(replay.ok, gatewayReport(twoPaying[i]!.path, replay)).toBe(true);
      // The payment was asked for with return addresses on the page's origin: the actors had one while they ran.
      expect(replay.calls.filter((c) => c.startsWith('PAYMENT_REQUEST ')).map((c) => /"successUrl":"(https?:\/\/[^/"]+)\//.exec(c)?.[1])).toEqual([expect.any(String)]);
    }
    expect('window' in globalThis).toBe(false);
  });
});

describe('a replay that breaks says which path, its steps and its events', () => {
  type Wizard = Extract<JourneyDefinition, { kind: 'wizard' }>;
  const onboarding = definitionOf('onboarding') as Wizard;
  const paths = journeyPaths(onboarding, definitionOf);
  // A path through a step that sends the work to the gateway, replayed on a copy of the journey without that step.
  const path = paths.find((p) => p.steps.some((s) => s.state.endsWith(':working')))!;
  const worked = path.steps.find((s) => s.state.endsWith(':working'))!.state.split(':')[0]!;

  it(`the path replayed after its step '${worked}' left the journey fails, and the report names the path, its steps and its events`, async () => {
    const edited = structuredClone(onboarding);
    edited.steps.splice(edited.steps.findIndex((s) => s.name === worked), 1);
    const replay = await replayOverGateway(path, (id) => (id === onboarding.id ? edited : definitionOf(id)), ids);
    expect(replay.ok).toBe(false);
    const report = gatewayReport(path, replay);
    expect(report).toContain(`path ${path.id} of onboarding`);
    expect(report).toMatch(/FAIL/);
    for (const step of path.steps) expect(report).toContain(`${eventText(step.event)} → ${step.state}`);
  });

  it('a request the gateway would refuse fails the replay and is named with its endpoint and field', async () => {
    const termination = definitionOf('termination') as Wizard;
    const [first] = journeyPaths(termination, definitionOf);
    // Feedback longer than the gateway takes: its own request schema refuses it before any answer.
    const typed = first!.steps.map((s, i) => (i === 1 && s.event?.type === 'NEXT' ? { ...s, event: { type: 'NEXT', data: { feedback: 'x'.repeat(1001) } } } : s));
    const replay = await replayOverGateway({ ...first!, steps: typed }, definitionOf, ids);
    expect(replay.ok).toBe(false);
    expect(replay.problems.join('\n')).toMatch(/TERMINATE_NUMBER request: body\.feedback/);
    expect(gatewayReport(first!, replay)).toContain(`path ${first!.id} of termination`);
  });
});
