import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { checkJourneyText } from '../../engine/check';
import { journeyFiles, screenOf, stepProviding } from '../support/journeys';
import { createActor } from 'xstate';
import { childActorOf, compileJourney, createBehaviours, type CompiledJourney } from '../../engine';
import { stepScreens } from '../../src/features/step-screens';
import { checkJourneySet } from '../../scripts/journey-checks';
import { stepDataContract } from '../../engine/data-contract';
import { behaviourDescriptions } from '../../engine/behaviours/descriptions';
import type { WizardJourney } from '../../schemas/generated/journey';

const wizard = (steps: unknown[], extra: Record<string, unknown> = {}) => JSON.stringify({ id: 'w', kind: 'wizard', steps, ...extra });
const machine = (states: Record<string, unknown>, initial = 'a') => JSON.stringify({ id: 'm', kind: 'machine', initial, states });
const end = { type: 'final', screenless: true };

interface BadCase {
  name: string;
  text: string;
  expected: Array<[pointer: string, message: RegExp]>;
}

const bad: BadCase[] = [
  { name: 'invalid JSON', text: '{"id": "w", "kind": "wizard",, }', expected: [['', /invalid JSON at line 1, column \d+/]] },
  { name: 'not an object', text: '[]', expected: [['', /must be a JSON object/]] },
  { name: 'unknown kind', text: '{"id":"x","kind":"flow"}', expected: [['/kind', /'wizard' or 'machine'/]] },
  { name: 'missing steps', text: '{"id":"x","kind":"wizard"}', expected: [['', /missing required property 'steps'/]] },
  { name: 'unknown property in a step', text: wizard([{ name: 'a', path: '/a', skp: 'isNotPortIn' }]), expected: [['/steps/0', /unknown property 'skp'/]] },
  { name: 'step name not an identifier', text: wizard([{ name: 'a b', path: '/a' }]), expected: [['/steps/0/name', /must match pattern/]] },
  {
    name: 'duplicate step names and paths',
    text: wizard([{ name: 'a', path: '/a' }, { name: 'a', path: '/a' }]),
    expected: [['/steps/1/name', /duplicate step name 'a' \(first at \/steps\/0\)/], ['/steps/1/path', /duplicate step path '\/a'/]],
  },
  { name: 'path without leading slash', text: wizard([{ name: 'a', path: 'web/a' }]), expected: [['/steps/0/path', /must start with '\/'/]] },
  { name: 'unknown skip guard', text: wizard([{ name: 'a', path: '/a' }, { name: 'b', path: '/b', skip: 'isMoonFull' }]), expected: [['/steps/1/skip', /unknown guard 'isMoonFull'/]] },
  { name: 'first step skipped', text: wizard([{ name: 'a', path: '/a', skip: 'isNotPortIn' }]), expected: [['/steps/0/skip', /first step cannot be skipped/]] },
  { name: 'unknown initial state', text: machine({ b: end }, 'a'), expected: [['/initial', /initial state 'a' is not defined/]] },
  { name: 'transition to unknown state', text: machine({ a: { screen: 's', on: { GO: 'zz' } }, b: end }), expected: [['/states/a/on/GO', /unknown state 'zz'/]] },
  {
    name: 'unknown guard, action, delay and actor',
    text: machine({
      a: { screen: 's', entry: ['nope'], after: { slow: 'b' }, on: { GO: { target: 'b', guard: { not: 'ghost' }, actions: ['boom'] } }, invoke: { src: 'phantom' } },
      b: end,
    }),
    expected: [
      ['/states/a/entry/0', /unknown action 'nope'/],
      ['/states/a/after/slow', /unknown delay 'slow'/],
      ['/states/a/invoke/src', /unknown actor 'phantom'/],
      ['/states/a/on/GO/guard', /unknown guard 'ghost'/],
      ['/states/a/on/GO/actions/0', /unknown action 'boom'/],
    ],
  },
  { name: 'unreachable state', text: machine({ a: { screen: 's', on: { GO: 'b' } }, b: end, c: end }), expected: [['/states/c', /unreachable from 'a'/]] },
  { name: 'end cannot be reached', text: machine({ a: { screen: 's', on: { GO: 'b', DONE: 'c' } }, b: { screen: 's' }, c: end }), expected: [['/states/b', /end cannot be reached/]] },
  { name: 'no final state', text: machine({ a: { screen: 's' } }), expected: [['/states', /no final state/]] },
  { name: 'state without screen', text: machine({ a: { on: { GO: 'b' } }, b: end }), expected: [['/states/a', /needs a 'screen' or 'screenless: true'/]] },
  { name: 'expression strings are not names', text: machine({ a: { screen: 's', on: { GO: { target: 'b', guard: 'ctx.x > 1' } } }, b: end }), expected: [['/states/a/on/GO/guard', /must match pattern|must be object/]] },
];

describe('journey check: bad input', () => {
  it.each(bad)('$name', ({ text, expected }) => {
    const problems = checkJourneyText('bad.json', text);
    for (const [ptr, message] of expected) {
      expect(problems, JSON.stringify(problems)).toContainEqual(expect.objectContaining({ file: 'bad.json', pointer: ptr, message: expect.stringMatching(message) }));
    }
  });

  it('reports schema and semantic problems together', () => {
    const problems = checkJourneyText('x.json', wizard([{ name: 'a', path: '/a' }, { name: 'a', path: 'b', skip: 3 }]));
    expect(problems.map((p) => p.pointer)).toEqual(expect.arrayContaining(['/steps/1/skip', '/steps/1/name', '/steps/1/path']));
  });
});

describe('journey check: the repository journeys', () => {
  it.each(journeyFiles())('$file is valid', ({ file, definition }) => {
    expect(checkJourneyText(file, JSON.stringify(definition))).toEqual([]);
  });
});

describe('npm run journeys:check', () => {
  const run = promisify(execFile);
  const cli = (files: string[]) => run('npx', ['tsx', 'scripts/journeys-check.ts', ...files], { cwd: join(import.meta.dirname, '..', '..') });

  it('prints every problem of every file as file: pointer: message and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journeys-'));
    writeFileSync(join(dir, 'one.json'), wizard([{ name: 'a', path: 'a' }]));
    writeFileSync(join(dir, 'two.json'), machine({ a: { screen: 's', on: { GO: 'zz' } }, b: end }));
    const failure = await cli([join(dir, 'one.json'), join(dir, 'two.json')]).then(() => undefined, (e: { code: number; stderr: string }) => e);
    expect(failure?.code).toBe(1);
    const lines = failure?.stderr.split('\n') ?? [];
    expect(lines).toEqual(expect.arrayContaining([
      expect.stringMatching(/one\.json: \/steps\/0\/path: step path 'a' must start with '\/'$/),
      expect.stringMatching(/two\.json: \/states\/a\/on\/GO: transition to unknown state 'zz'$/),
      expect.stringMatching(/two\.json: \/states\/b: state 'b' is unreachable from 'a'$/),
    ]));
  });

  it('passes on the repository journeys', async () => {
    const { stdout } = await cli([]);
    expect(stdout).toMatch(/every journey is valid/);
  });
});

/**
 * What breaks customers, refused by `journeys:check` (issue 42): each case edits the repository's journeys in memory,
 * as a product owner would edit the JSON, and checks them as the command does (scripts/journey-checks.ts).
 */
describe('journeys:check refuses edits that break customers', () => {
  type Journeys = ReturnType<typeof journeyFiles>;
  type Step = WizardJourney['steps'][number];
  const wizardOf = (all: Journeys, id: string) => {
    const found = all.find((j) => j.definition.id === id);
    if (found?.definition.kind !== 'wizard') throw new Error(`no wizard '${id}'`);
    return { file: found.file, steps: found.definition.steps };
  };
  const indexWhere = (steps: Step[], test: (s: Step) => boolean) => {
    const i = steps.findIndex(test);
    expect(i, 'the repository journey has such a step').toBeGreaterThanOrEqual(0);
    return i;
  };
  /** Checks every repository journey after `edit` changed them in memory. */
  const checkEdited = (edit: (all: Journeys) => void) => {
    const all = journeyFiles();
    edit(all);
    return checkJourneySet(all.map(({ file, definition }) => ({ file, text: JSON.stringify(definition) })));
  };
  const at = (file: string, pointer: string, message: RegExp) => expect.objectContaining({ file, pointer, message: expect.stringMatching(message) });
  /** The journey a step's screen shows (stepScreens' `hosts`), when the step hosts exactly that one. */
  const hostedByScreen = (s: Step) => (stepScreens as Record<string, { hosts?: string }>)[screenOf(s)]?.hosts;
  /** The purchase's step whose screen shows the journey it hosts and which can end in one way only (its payment step). */
  const hostingStepOf = (steps: Step[]) => indexWhere(steps, (s) => Boolean(s.child) && s.child!.journey === hostedByScreen(s) && s.child!.onDone.length === 1);

  // Each edit below, with what it must be refused for; `expectations` reads the edited journeys' own names.
  const unknownScreen = (all: Journeys) => {
    const { file, steps } = wizardOf(all, 'onboarding');
    const i = indexWhere(steps, (s) => !s.child && !s.invoke);
    steps[i] = { ...steps[i]!, screen: 'addonCarousel' };
    return [at(file, `/steps/${i}/screen`, /unknown screen 'addonCarousel'.*placeholder/)];
  };
  const childThatDoesNotFit = (all: Journeys) => {
    const { file, steps } = wizardOf(all, 'onboarding');
    const i = hostingStepOf(steps);
    const shown = steps[i]!.child!.journey;
    // Another wizard's hosted journey with two endings or more: the edited step keeps only the first as its way on.
    const other = all.flatMap(({ definition: d }) => (d.kind === 'wizard' ? d.steps : [])).find((s) => s.child && s.child.journey !== shown && s.child.onDone.length > 1)!.child!;
    steps[i] = { ...steps[i]!, child: { ...steps[i]!.child!, journey: other.journey, onDone: [other.onDone[0]!] } };
    return [
      at(file, `/steps/${i}/child/journey`, new RegExp(`shows child journey '${shown}', not '${other.journey}'.*no way on`)),
      at(file, `/steps/${i}/child/input`, new RegExp(`gives .* which journey '${other.journey}' does not keep.*mappers that fit: .*${other.input}`)),
      at(file, `/steps/${i}/child/onDone`, new RegExp(`can end in '${other.onDone[1]!.endedIn}'`)),
    ];
  };
  const stepBeforeItsData = (all: Journeys) => {
    const { file, steps } = wizardOf(all, 'plan-switch');
    const i = indexWhere(steps, (s) => (s.needs ?? []).length > 0);
    const [moved] = steps.splice(i, 1);
    steps.unshift(moved!);
    return (moved!.needs ?? []).map((key, j) => {
      const provider = steps.find((s) => s.provides?.includes(key))!;
      return at(file, `/steps/0/needs/${j}`, new RegExp(`needs '${key}', which step '${provider.name}' \\(/steps/\\d+\\) provides later`));
    });
  };
  const skipReadingLaterData = (all: Journeys) => {
    const { file, steps } = wizardOf(all, 'onboarding');
    // A step skipped by a guard that reads data a step after the first provides: it moves just before that step.
    const readOf = (s: Step) => (s.skip ? behaviourDescriptions.guards[s.skip]?.reads?.[0] : undefined);
    const i = indexWhere(steps, (s) => readOf(s) !== undefined && steps.indexOf(stepProviding({ id: 'onboarding', steps }, readOf(s)!)) > 0);
    const key = readOf(steps[i]!)!;
    const provider = stepProviding({ id: 'onboarding', steps }, key);
    const [moved] = steps.splice(i, 1);
    const to = steps.indexOf(provider);
    steps.splice(to, 0, moved!);
    return [at(file, `/steps/${to}/skip`, new RegExp(`skip guard '${moved!.skip}' reads '${key}', which step '${provider.name}' .* provides later`))];
  };

  it.each([
    { name: 'an unknown screen (customers would get a placeholder)', edit: unknownScreen },
    { name: "another child journey on the purchase's payment step (the purchase would hang)", edit: childThatDoesNotFit },
    { name: "the plan switch's details before its plan list (a skeleton with no Back or Continue)", edit: stepBeforeItsData },
    { name: 'a skip guard reading data collected later', edit: skipReadingLaterData },
  ])('$name', ({ edit }) => {
    let expected: unknown[] = [];
    const problems = checkEdited((all) => void (expected = edit(all)));
    expect(expected.length).toBeGreaterThan(0);
    for (const e of expected) expect(problems).toContainEqual(e);
  });

  it("refuses exactly what hangs the purchase: the payment screen's child lookup finds nothing when the step hosts another", () => {
    const all = journeyFiles();
    const i = hostingStepOf(wizardOf(all, 'onboarding').steps);
    childThatDoesNotFit(all);
    const byId = new Map(all.map(({ definition }) => [definition.id, definition]));
    const resolve = (id: string): CompiledJourney => compileJourney(byId.get(id)!, createBehaviours(), resolve);
    const { steps } = wizardOf(all, 'onboarding');
    const payment = steps[i]!;
    const actor = createActor(resolve('onboarding').machine, { input: { furthestStep: payment.name, data: {} } }).start();
    actor.send({ type: 'GOTO', step: payment.name });
    const children = Object.keys(actor.getSnapshot().children);
    // The screen's useChildJourney(snapshot, hosts) reads snapshot.children[childActorOf(hosts)] (renderer/use-child-journey.ts):
    // the step's child is named by the journey it hosts, so the screen finds none and shows Loading for ever.
    expect(children).toEqual([childActorOf(payment.child!.journey)]);
    expect(children).not.toContain(childActorOf(hostedByScreen(payment)!));
    expect(payment.child!.journey).not.toBe(hostedByScreen(payment));
    actor.stop();
  });

  it('reports all of them at once, each with its file and pointer', () => {
    let expected: unknown[] = [];
    const problems = checkEdited((all) => void (expected = [unknownScreen, childThatDoesNotFit, stepBeforeItsData, skipReadingLaterData].flatMap((edit) => edit(all))));
    expect(problems).toEqual(expect.arrayContaining(expected));
  });

  it('names the close name: a misspelt screen, data key or guard', () => {
    const problems = checkEdited((all) => {
      const { steps } = wizardOf(all, 'plan-switch');
      const first = steps[0]!;
      steps[0] = { ...first, screen: `${first.screen ?? first.name}s`, provides: (first.provides ?? []).map((k, j) => (j === 0 ? k.toLowerCase() + 'x' : k)) };
    });
    const { file, steps } = wizardOf(journeyFiles(), 'plan-switch');
    const first = steps[0]!;
    expect(problems).toContainEqual(at(file, '/steps/0/screen', new RegExp(`did you mean '${first.screen ?? first.name}'`)));
    expect(problems).toContainEqual(at(file, '/steps/0/provides/0', new RegExp(`unknown data key .*did you mean '${first.provides![0]}'`)));
  });

  it('refuses a step never reached going forward and steps that never reach the end', () => {
    let file = '';
    let names: string[] = [];
    const problems = checkEdited((all) => {
      const w = wizardOf(all, 'termination');
      file = w.file;
      names = w.steps.map((s) => s.name);
      const i = indexWhere(w.steps, (s) => Boolean(s.child));
      // The child's ending leads back to the first step: the steps after it are never reached, and nothing ends.
      const child = w.steps[i]!.child!;
      for (const o of child.onDone) o.target = names[0]!;
    });
    expect(problems).toContainEqual(at(file, '/steps/0', /dead end/));
    expect(problems).toContainEqual(at(file, `/steps/${names.length - 1}`, /never reached going forward/));
  });

  it("refuses a machine state's screen that nothing shows, naming the close one", () => {
    let file = '';
    let state = '';
    let screen = '';
    const problems = checkEdited((all) => {
      // The first machine journey with a state that names its screen.
      const machines = all.flatMap(({ file: f, definition: d }) => (d.kind === 'machine' ? [{ f, d }] : []));
      const { f, d } = machines.find(({ d }) => Object.values(d.states).some((s) => s?.screen))!;
      file = f;
      [state, screen] = Object.entries(d.states).map(([n, s]) => [n, s?.screen ?? ''] as const).find(([, s]) => s)!;
      d.states[state]!.screen = `${screen}x`;
    });
    expect(problems).toContainEqual(at(file, `/states/${state}/screen`, new RegExp(`'${screen}x' names nothing that shows the state \\(did you mean '${screen}'\\?\\)`)));
  });

  it('passes the repository journeys as they are', () => {
    expect(checkEdited(() => undefined)).toEqual([]);
  });
});

describe('stepDataContract', () => {
  it("gives a step's declared needs and provides, empty when absent, and nothing for an unknown step", () => {
    const plan = journeyFiles().find((j) => j.definition.id === 'plan-switch')!.definition as WizardJourney;
    for (const step of plan.steps) expect(stepDataContract(plan, step.name)).toEqual({ needs: step.needs ?? [], provides: step.provides ?? [] });
    expect(stepDataContract({ steps: [{ name: 'a' }] }, 'a')).toEqual({ needs: [], provides: [] });
    expect(stepDataContract(plan, 'noSuchStep')).toBeUndefined();
  });
});
