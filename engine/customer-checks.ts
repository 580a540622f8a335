import type { JourneyDefinition, MachineJourney, WizardJourney, WizardStep } from '../schemas/generated/journey.ts';
import { firstProviders } from './data-contract.ts';
import { closestName, didYouMean } from './did-you-mean.ts';
import { normalizeJourney, WIZARD_COMPLETE, type NormalizedState } from './normalize.ts';
import { pointer, type Problem } from './problem.ts';

/** What `journeys:check` must know of a registered step screen (src/features/step-screens.ts declares them). */
export interface StepScreenContract {
  /** The child journey the screen shows (`useChildJourney(snapshot, id)`); absent: it shows none. */
  readonly hosts?: string;
  /** Final states of that child the screen shows itself, so the step may stay when the child ends there. */
  readonly shows?: readonly string[];
}

/**
 * Everything outside a journey file that decides whether an edit of it breaks customers: the code's screens, the
 * journeys' data, the other journeys and what behaviours declare (engine/behaviours/descriptions.ts).
 */
export interface CheckWorld {
  /** Every registered step screen by name. */
  screens: Readonly<Record<string, StepScreenContract>>;
  /** The top-level keys of a wizard's data (schemas/journey-data/<id>.schema.json); undefined: no schema (reported apart). */
  dataKeys: (journeyId: string) => ReadonlySet<string> | undefined;
  /** Every journey of the folder by id (the child journeys a step hosts). */
  journeys: ReadonlyMap<string, JourneyDefinition>;
  /** The data keys a guard reads; undefined: not declared (or no such guard: reported as unknown apart). */
  guardReads: (guard: string) => readonly string[] | undefined;
  /** Whether the registry has the guard, the input mapper (an unknown one is reported apart). */
  isGuard: (guard: string) => boolean;
  isInput: (input: string) => boolean;
  /** The context keys an input mapper hands a child journey; undefined: not declared. */
  inputGives: (input: string) => readonly string[] | undefined;
  /** Every input mapper with a declaration (to name the ones that fit). */
  inputNames: readonly string[];
  /** The pages of the routes by their names in camelCase (page 'verify-otp': 'verifyOtp'). */
  pages: ReadonlySet<string>;
  /** The other views that show a machine journey's states, by name (src/features/step-screens.ts journeyViews). */
  views: Readonly<Record<string, string>>;
}

/** A step's object, if it is one (a schema-invalid file may hold anything). */
const stepsOf = (journey: WizardJourney): Array<WizardStep | undefined> =>
  (Array.isArray(journey.steps) ? journey.steps : []).map((s) => (s && typeof s === 'object' && typeof s.name === 'string' ? s : undefined));

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : []);

/** A step with `content` is drawn by the one content screen (issue 42: content steps); every other step names a screen. */
const isContentStep = (step: WizardStep): boolean => (step as { content?: unknown }).content !== undefined;

/** The registered screen a step shows: its `screen`, or its name. */
const screenOf = (step: WizardStep): string => step.screen ?? step.name;

/** Every problem that would break a customer: a wizard's screens, child journeys, data order, reachability; a machine's screens. */
export function customerProblems(file: string, journey: JourneyDefinition, world: CheckWorld): Problem[] {
  if (journey?.kind === 'machine') return machineScreenProblems(file, journey, world);
  if (journey?.kind !== 'wizard') return [];
  return [...screenProblems(file, journey, world), ...childFitProblems(file, journey, world), ...dataOrderProblems(file, journey, world), ...reachProblems(file, journey)];
}

/** Every step shows a registered screen (or is content): an unknown name shows customers a placeholder. */
function screenProblems(file: string, journey: WizardJourney, world: CheckWorld): Problem[] {
  const problems: Problem[] = [];
  const known = Object.keys(world.screens);
  stepsOf(journey).forEach((step, i) => {
    if (!step || isContentStep(step)) return;
    const screen = screenOf(step);
    if (screen in world.screens) return;
    const hint = didYouMean(screen, known);
    problems.push(
      step.screen !== undefined
        ? { file, pointer: pointer('steps', i, 'screen'), message: `unknown screen '${screen}'${hint}: customers would see a placeholder (a step shows a screen registered in src/features/step-screens.ts, or content)` }
        : { file, pointer: pointer('steps', i, 'name'), message: `step '${step.name}' names no screen and none is registered under its name${hint}: give it a registered 'screen' (src/features/step-screens.ts) or content` },
    );
  });
  return problems;
}

/**
 * A machine state's `screen` names what shows it: a registered step screen (a journey a step hosts), a page of the
 * routes, or a view of src/features/step-screens.ts journeyViews. Any other name is a label nothing resolves.
 */
function machineScreenProblems(file: string, journey: MachineJourney, world: CheckWorld): Problem[] {
  const problems: Problem[] = [];
  const known = [...Object.keys(world.screens), ...world.pages, ...Object.keys(world.views)];
  const shows = (screen: string) => screen in world.screens || world.pages.has(screen) || screen in world.views;
  for (const [name, state] of Object.entries(journey.states ?? {})) {
    const screen = state?.screen;
    if (typeof screen !== 'string' || shows(screen)) continue;
    problems.push({
      file,
      pointer: pointer('states', name, 'screen'),
      message: `screen '${screen}' names nothing that shows the state${didYouMean(screen, known)}: a step screen (src/features/step-screens.ts), a page of src/routes/fixed-routes.ts in camelCase, or a view in journeyViews`,
    });
  }
  return problems;
}

/**
 * A hosted child journey fits its step: the step's screen shows that journey (else it waits for a child it never
 * finds: a skeleton with no way on), the input mapper gives only what the child keeps, and every way the child can end
 * moves the step on or is shown by the screen.
 */
function childFitProblems(file: string, journey: WizardJourney, world: CheckWorld): Problem[] {
  const problems: Problem[] = [];
  const add = (p: string, message: string) => problems.push({ file, pointer: p, message });
  stepsOf(journey).forEach((step, i) => {
    if (!step) return;
    const screen = screenOf(step);
    const contract = world.screens[screen];
    const child = step.child;
    if (!child || typeof child.journey !== 'string') {
      if (contract?.hosts && !isContentStep(step)) {
        add(pointer('steps', i), `screen '${screen}' shows child journey '${contract.hosts}', but step '${step.name}' hosts none: the screen would wait for it with no way on`);
      }
      return;
    }
    const target = world.journeys.get(child.journey);
    if (!target || target.kind !== 'machine') return; // unknown journey or a wizard: reported by childJourneyProblems
    if (contract && contract.hosts !== child.journey) {
      add(
        pointer('steps', i, 'child', 'journey'),
        contract.hosts
          ? `screen '${screen}' shows child journey '${contract.hosts}', not '${child.journey}': the step would wait for a child its screen never shows, with no way on`
          : `screen '${screen}' shows no child journey, so '${child.journey}' would run unseen and the step could never move on`,
      );
    }
    if (typeof child.input === 'string') problems.push(...inputFit(file, i, child.input, target, world));
    const endings = new Set(list((Array.isArray(child.onDone) ? child.onDone : []).map((o) => o?.endedIn)));
    const shown = new Set(contract?.hosts === child.journey ? (contract.shows ?? []) : []);
    for (const [name, state] of Object.entries(target.states ?? {})) {
      if (state?.type !== 'final' || endings.has(name) || shown.has(name)) continue;
      add(
        pointer('steps', i, 'child', 'onDone'),
        `journey '${child.journey}' can end in '${name}', which step '${step.name}' neither moves on from (add { "endedIn": "${name}" }) nor shows (screen '${screen}'): the customer would be left on a finished step`,
      );
    }
  });
  return problems;
}

/** Every key the mapper gives is one the child keeps in its `context` (the input is merged over it). */
function inputFit(file: string, i: number, input: string, child: MachineJourney, world: CheckWorld): Problem[] {
  const at = pointer('steps', i, 'child', 'input');
  const gives = world.inputGives(input);
  if (gives === undefined) {
    if (!world.isInput(input)) return [];
    return [{ file, pointer: at, message: `input mapper '${input}' does not declare what it gives a child journey: add it under inputs in engine/behaviours/descriptions.ts` }];
  }
  const keeps = new Set(Object.keys(child.context ?? {}));
  const foreign = gives.filter((k) => !keeps.has(k));
  if (!foreign.length) return [];
  const fitting = world.inputNames.filter((n) => (world.inputGives(n) ?? ['\0']).every((k) => keeps.has(k)));
  const hint = fitting.length ? ` (mappers that fit: ${fitting.join(', ')})` : '';
  return [{
    file,
    pointer: at,
    message: `input mapper '${input}' gives ${foreign.map((k) => `'${k}'`).join(', ')}, which journey '${child.id}' does not keep (its context: ${[...keeps].join(', ') || 'none'})${hint}`,
  }];
}

/**
 * The journey's data comes before it is used: each `needs`/`provides` key is one of the journey's data, a step needs
 * only what an earlier step provides, and a skip guard reads only what an earlier step provides.
 */
function dataOrderProblems(file: string, journey: WizardJourney, world: CheckWorld): Problem[] {
  const problems: Problem[] = [];
  const add = (p: string, message: string) => problems.push({ file, pointer: p, message });
  const keys = typeof journey.id === 'string' ? world.dataKeys(journey.id) : undefined;
  const steps = stepsOf(journey);
  const first = firstProviders({ steps: steps.map((s) => (s ? { ...s, provides: list(s.provides) } : undefined)) });
  const known = (k: string) => !keys || keys.has(k);
  const unknownKey = (k: string) => `unknown data key '${k}'${keys ? didYouMean(k, keys) : ''}: the keys are those of schemas/journey-data/${journey.id}.schema.json`;
  /** Why `key` is not there yet at step i, or undefined when an earlier step provides it. */
  const missing = (key: string, i: number): string | undefined => {
    const p = first.get(key);
    if (!p) return `which no step provides${providerHint(key, first)}`;
    if (p.index >= i) return p.index === i ? 'which only this step provides itself' : `which step '${p.step}' (/steps/${p.index}) provides later`;
    return undefined;
  };
  steps.forEach((step, i) => {
    if (!step) return;
    for (const key of ['needs', 'provides'] as const) {
      list(step[key]).forEach((k, j) => known(k) || add(pointer('steps', i, key, j), unknownKey(k)));
    }
    list(step.needs).forEach((k, j) => {
      const why = known(k) ? missing(k, i) : undefined;
      if (why) add(pointer('steps', i, 'needs', j), `step '${step.name}' needs '${k}', ${why}: the customer would meet it with that data missing (place the step after the one that provides it)`);
    });
    if (typeof step.skip !== 'string') return;
    const reads = world.guardReads(step.skip);
    if (reads === undefined) {
      if (world.isGuard(step.skip)) add(pointer('steps', i, 'skip'), `skip guard '${step.skip}' does not declare the data it reads: add 'reads' beside its words in engine/behaviours/descriptions.ts`);
      return;
    }
    for (const k of reads) {
      if (!known(k)) add(pointer('steps', i, 'skip'), `skip guard '${step.skip}' reads '${k}', which is not data of journey '${journey.id}'`);
      const why = known(k) ? missing(k, i) : undefined;
      if (why) add(pointer('steps', i, 'skip'), `skip guard '${step.skip}' reads '${k}', ${why}: whether '${step.name}' is skipped would be decided before the customer gives it`);
    }
  });
  return problems;
}

/** A hint for a key no step provides: a close key some step does provide. */
function providerHint(key: string, first: ReadonlyMap<string, { step: string }>): string {
  const close = closestName(key, first.keys());
  return close === undefined ? '' : ` (did you mean '${close}', which step '${first.get(close)!.step}' provides?)`;
}

/**
 * Going forward (Next, a step's work, a child's ending; not Back or a jump to a step already seen), every step is
 * reached from the first and can reach the end. A step hosting a child moves on only by the child's endings: its
 * screen offers no Next of its own.
 */
function reachProblems(file: string, journey: WizardJourney): Problem[] {
  let states: Record<string, NormalizedState>;
  let initial: string;
  try {
    ({ states, initial } = normalizeJourney({ definition: journey }));
  } catch {
    return []; // too malformed to draw: the schema's and the semantic check's problems say why
  }
  const childSteps = new Set(stepsOf(journey).filter((s) => s?.child).map((s) => s!.name));
  const forward = new Map<string, Set<string>>();
  for (const [name, state] of Object.entries(states)) {
    const out = new Set<string>();
    const targets = (ts: ReadonlyArray<{ target?: string }> | undefined) => ts?.forEach((t) => t.target !== undefined && out.add(t.target));
    for (const [event, ts] of Object.entries(state.on)) if (event !== 'BACK' && event !== 'GOTO' && !(event === 'NEXT' && childSteps.has(name))) targets(ts);
    targets(state.always);
    Object.values(state.after).forEach(targets);
    targets(state.invoke?.onDone);
    targets(state.invoke?.onError);
    forward.set(name, out);
  }
  const backward = new Map<string, Set<string>>([...forward.keys()].map((n) => [n, new Set()]));
  forward.forEach((out, from) => out.forEach((to) => backward.get(to)?.add(from)));
  const walk = (start: string, edges: Map<string, Set<string>>) => {
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length) for (const n of edges.get(queue.shift()!) ?? []) if (!seen.has(n) && seen.add(n)) queue.push(n);
    return seen;
  };
  const fromStart = walk(initial, forward);
  const toEnd = WIZARD_COMPLETE in states ? walk(WIZARD_COMPLETE, backward) : new Set<string>();
  const problems: Problem[] = [];
  stepsOf(journey).forEach((step, i) => {
    if (!step || !(step.name in states)) return;
    if (!fromStart.has(step.name)) problems.push({ file, pointer: pointer('steps', i), message: `step '${step.name}' is never reached going forward from '${initial}' (only Back could show it)` });
    else if (!toEnd.has(step.name)) problems.push({ file, pointer: pointer('steps', i), message: `step '${step.name}' is a dead end: going forward from it, the journey never ends` });
  });
  return problems;
}
