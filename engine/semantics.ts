import type { JourneyDefinition, MachineJourney, StepChild, StepInvoke, WizardJourney } from '../schemas/generated/journey.ts';
import type { BehaviourCatalogue } from './behaviours/index.ts';
import { pointer, type Problem } from './problem.ts';
import { allTransitions, type TransitionSite } from './transitions.ts';
import { didYouMean } from './did-you-mean.ts';

/** `unknown guard 'isSigndIn' (did you mean 'isSignedIn'?)`: a name not in the registry, with the close one if any. */
const unknownName = (kind: string, name: string, known: Iterable<string>) => `unknown ${kind} '${name}'${didYouMean(name, known)}`;

/** Semantic checks the schema cannot express. Returns every problem found, in file order. */
export function checkSemantics(file: string, journey: JourneyDefinition, names: BehaviourCatalogue, lenient = false): Problem[] {
  if (journey.kind === 'wizard') return checkWizard(file, lenient ? wellFormedSteps(journey) : journey, names);
  return checkMachine(file, journey, names);
}

/** Keeps only steps whose name and path are strings, with their original positions (for a schema-invalid file). */
function wellFormedSteps(journey: WizardJourney): WizardJourney {
  const steps = Array.isArray(journey.steps) ? journey.steps : [];
  const kept = steps.map((s) => (s && typeof s.name === 'string' && typeof s.path === 'string' ? s : undefined));
  return { ...journey, steps: kept as WizardJourney['steps'] };
}

function checkWizard(file: string, journey: WizardJourney, names: BehaviourCatalogue): Problem[] {
  const problems: Problem[] = [];
  const add = (p: string, message: string) => problems.push({ file, pointer: p, message });
  const firstName = new Map<string, number>();
  const firstPath = new Map<string, number>();
  journey.steps.forEach((step, i) => {
    if (!step) return;
    const seenName = firstName.get(step.name);
    if (seenName !== undefined) add(pointer('steps', i, 'name'), `duplicate step name '${step.name}' (first at /steps/${seenName})`);
    else firstName.set(step.name, i);
    const seenPath = firstPath.get(step.path);
    if (seenPath !== undefined) add(pointer('steps', i, 'path'), `duplicate step path '${step.path}' (first at /steps/${seenPath})`);
    else firstPath.set(step.path, i);
    if (!step.path.startsWith('/')) add(pointer('steps', i, 'path'), `step path '${step.path}' must start with '/'`);
    if (typeof step.skip === 'string') {
      if (!names.guards.has(step.skip)) add(pointer('steps', i, 'skip'), unknownName('guard', step.skip, names.guards));
      if (i === 0) add(pointer('steps', 0, 'skip'), 'the first step cannot be skipped: every journey starts there');
    }
  });
  const stepNames = new Set(journey.steps.filter(Boolean).map((s) => s.name));
  journey.steps.forEach((step, i) => {
    if (step?.invoke) problems.push(...checkStepInvoke(file, i, step.invoke, names, stepNames));
    if (step?.child) problems.push(...checkStepChild(file, i, step.child, names, stepNames));
    if (step?.invoke && step.child) add(pointer('steps', i, 'child'), 'a step hosts a child journey or invokes work at Next, not both');
  });
  if (journey.completePath !== undefined && !journey.completePath.startsWith('/')) {
    add('/completePath', `path '${journey.completePath}' must start with '/'`);
  }
  return problems;
}

/** A step's work: a known actor and input mapper, outcomes with known guards and steps as targets. */
function checkStepInvoke(file: string, i: number, invoke: StepInvoke, names: BehaviourCatalogue, steps: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const add = (p: string, message: string) => problems.push({ file, pointer: p, message });
  if (typeof invoke.src === 'string' && !names.actors.has(invoke.src)) add(pointer('steps', i, 'invoke', 'src'), unknownName('actor', invoke.src, names.actors));
  if (typeof invoke.input === 'string' && !names.inputs.has(invoke.input)) add(pointer('steps', i, 'invoke', 'input'), unknownName('input mapper', invoke.input, names.inputs));
  if (typeof invoke.gate?.guard === 'string' && !names.guards.has(invoke.gate.guard)) add(pointer('steps', i, 'invoke', 'gate', 'guard'), unknownName('guard', invoke.gate.guard, names.guards));
  for (const key of ['onDone', 'onError'] as const) {
    const value = invoke[key];
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    list.forEach((o, j) => {
      if (!o || typeof o !== 'object') return;
      const at = Array.isArray(value) ? pointer('steps', i, 'invoke', key, j) : pointer('steps', i, 'invoke', key);
      const guard = typeof o.guard === 'string' ? o.guard : o.guard?.not;
      if (guard !== undefined && !names.guards.has(guard)) add(`${at}/guard`, unknownName('guard', guard, names.guards));
      if (o.target !== undefined && !steps.has(o.target)) add(`${at}/target`, unknownName('step', o.target, steps));
      if (key === 'onDone' && guard !== undefined && o.target === undefined) {
        add(at, 'a guarded success needs a target step (only the unguarded success may simply move on)');
      }
      if (guard === undefined && j < list.length - 1) add(at, 'an outcome without a guard must come last: the outcomes after it are never taken');
    });
  }
  return problems;
}

/**
 * A step's child journey: a known input mapper and steps as targets. That the journey exists, is a machine and has the
 * final states named is checked across files (scripts/journey-route-check.ts, childJourneyProblems).
 */
function checkStepChild(file: string, i: number, child: StepChild, names: BehaviourCatalogue, steps: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  if (typeof child.input === 'string' && !names.inputs.has(child.input)) {
    problems.push({ file, pointer: pointer('steps', i, 'child', 'input'), message: unknownName('input mapper', child.input, names.inputs) });
  }
  (Array.isArray(child.onDone) ? child.onDone : []).forEach((o, j) => {
    if (o?.target !== undefined && !steps.has(o.target)) {
      problems.push({ file, pointer: pointer('steps', i, 'child', 'onDone', j, 'target'), message: unknownName('step', o.target, steps) });
    }
  });
  return problems;
}

function checkNames(file: string, journey: MachineJourney, names: BehaviourCatalogue, sites: TransitionSite[]): Problem[] {
  const problems: Problem[] = [];
  const unknown = (p: string, kind: keyof BehaviourCatalogue | 'output mapper', name: string) => {
    const known = kind === 'output mapper' ? names.inputs : names[kind];
    const words = { guards: 'guard', actions: 'action', delays: 'delay', actors: 'actor', inputs: 'input mapper', 'output mapper': 'output mapper' }[kind];
    problems.push({ file, pointer: p, message: unknownName(words, name, known) });
  };
  for (const [name, state] of Object.entries(journey.states)) {
    if (!state) continue;
    (['entry', 'exit'] as const).forEach((key) =>
      (state[key] ?? []).forEach((a, i) => names.actions.has(a) || unknown(pointer('states', name, key, i), 'actions', a)),
    );
    for (const delay of Object.keys(state.after ?? {})) {
      if (!names.delays.has(delay)) unknown(pointer('states', name, 'after', delay), 'delays', delay);
    }
    if (state.invoke && !names.actors.has(state.invoke.src)) {
      unknown(pointer('states', name, 'invoke', 'src'), 'actors', state.invoke.src);
    }
    if (state.invoke?.input !== undefined && !names.inputs.has(state.invoke.input)) {
      unknown(pointer('states', name, 'invoke', 'input'), 'inputs', state.invoke.input);
    }
  }
  if (journey.output !== undefined && !names.inputs.has(journey.output)) unknown('/output', 'output mapper', journey.output);
  for (const site of sites) {
    if (site.guard && !names.guards.has(site.guard.name)) unknown(`${site.pointer}/guard`, 'guards', site.guard.name);
    site.actions.forEach((a, i) => names.actions.has(a) || unknown(`${site.pointer}/actions/${i}`, 'actions', a));
    if (site.target !== undefined && !(site.target in journey.states)) {
      problems.push({ file, pointer: site.pointer, message: `transition to unknown state '${site.target}'${didYouMean(site.target, Object.keys(journey.states))}` });
    }
  }
  return problems;
}

function reachable(from: string[], edges: Map<string, Set<string>>): Set<string> {
  const seen = new Set(from);
  const queue = [...from];
  while (queue.length) {
    for (const next of edges.get(queue.shift() as string) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

function checkMachine(file: string, journey: MachineJourney, names: BehaviourCatalogue): Problem[] {
  const sites = allTransitions(journey);
  const problems = checkNames(file, journey, names, sites);
  const states = Object.keys(journey.states);
  const add = (p: string, message: string) => problems.push({ file, pointer: p, message });
  if (!(journey.initial in journey.states)) add('/initial', `initial state '${journey.initial}' is not defined`);
  const forward = new Map<string, Set<string>>(states.map((s) => [s, new Set()]));
  const backward = new Map<string, Set<string>>(states.map((s) => [s, new Set()]));
  for (const site of sites) {
    if (site.target === undefined || !(site.target in journey.states)) continue;
    forward.get(site.state)?.add(site.target);
    backward.get(site.target)?.add(site.state);
  }
  const finals = states.filter((s) => journey.states[s]?.type === 'final');
  if (finals.length === 0) add('/states', 'no final state: the journey can never end');
  const fromStart = journey.initial in journey.states ? reachable([journey.initial], forward) : new Set<string>();
  const toEnd = reachable(finals, backward);
  for (const name of states) {
    const state = journey.states[name];
    if (!state) continue;
    const at = pointer('states', name);
    if (fromStart.size && !fromStart.has(name)) add(at, `state '${name}' is unreachable from '${journey.initial}'`);
    else if (finals.length && !toEnd.has(name)) add(at, `the end cannot be reached from state '${name}'`);
    if (state.screen === undefined && state.screenless !== true) {
      add(at, `state '${name}' needs a 'screen' or 'screenless: true'`);
    }
  }
  return problems;
}
