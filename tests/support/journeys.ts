import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileJourney, createBehaviours, WIZARD_COMPLETE, type CompiledJourney, type JourneyDefinition } from '../../engine';
import type { BehaviourEnv } from '../../engine/behaviours/types';
import { CONTENT_SCREEN } from '../../engine/content-screen';

export const JOURNEY_DIR = join(import.meta.dirname, '..', '..', 'journeys');

/** Every journey file of the repository, parsed. */
export function journeyFiles(): Array<{ file: string; definition: JourneyDefinition }> {
  return readdirSync(JOURNEY_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, definition: JSON.parse(readFileSync(join(JOURNEY_DIR, f), 'utf8')) as JourneyDefinition }));
}

/** One repository wizard's JSON by id, with what its steps declare (needs, provides) that compiling drops. */
export function wizardDefinition(id: string): Extract<JourneyDefinition, { kind: 'wizard' }> {
  const found = journeyFiles().find((j) => j.definition.id === id)?.definition;
  if (found?.kind !== 'wizard') throw new Error(`no wizard '${id}'`);
  return found;
}

/**
 * A wizard's JSON as a product owner renames one of its steps: a new name and path, the screen it showed kept, and the
 * step's own outcomes that came back to it by name (invoke.onDone targets) following the new name.
 */
export function withStepRenamed<D extends Extract<JourneyDefinition, { kind: 'wizard' }>>(definition: D, step: string, name: string): D {
  const steps = definition.steps.map((s) => {
    if (s.name !== step) return s;
    const text = JSON.stringify(s).replaceAll(`"target":"${step}"`, `"target":"${name}"`);
    return { ...(JSON.parse(text) as typeof s), name, path: `${s.path}-renamed`, screen: screenOf(s) };
  });
  return { ...definition, steps };
}

/** Compiles a wizard's JSON edited in memory (the repository's journeys host its children), optionally on a clock. */
export function compiledFrom(definition: JourneyDefinition, env?: BehaviourEnv): CompiledJourney {
  return compileJourney(definition, createBehaviours(env), (child) => compiled(child, env));
}

/** Compiles one repository journey by id, optionally on an injected clock. */
export function compiled(id: string, env?: BehaviourEnv): CompiledJourney {
  const found = journeyFiles().find((j) => j.definition.id === id);
  if (!found) throw new Error(`no journey '${id}'`);
  // The child journeys a wizard's steps host come from the same folder.
  return compileJourney(found.definition, createBehaviours(env), (child) => compiled(child, env));
}

/** A wizard actor's current step (or `_complete`), as the walks below read it. */
type WizardActor = { getSnapshot(): { value: unknown; status: string; hasTag(tag: string): boolean }; send(event: { type: string; [k: string]: unknown }): void };

/**
 * Answers the work a wizard step runs at Next (its `invoke`, in the `<step>:working` state) with a success that
 * carries nothing, as a step whose work had nothing to do; returns whether there was work to answer.
 */
export function answerWork(actor: WizardActor, journey: CompiledJourney['journey']): boolean {
  const snapshot = actor.getSnapshot();
  if (!snapshot.hasTag('working')) return false;
  const src = journey.states[String(snapshot.value)]?.invoke?.src;
  actor.send({ type: `xstate.done.actor.${src}`, output: {} });
  return true;
}

/**
 * Walks a wizard forward as a customer who continues on every step: NEXT (the first one carrying `data`, the answers
 * the journey's skip guards read), each step's work answered (answerWork), until `until` is the step or the journey
 * ends. Returns the steps entered after the first, in order (the journey's end as `_complete`). Steps come from the
 * JSON alone, so a test built on it follows any add, remove or reorder of steps.
 */
export function walkForward(actor: WizardActor, journey: CompiledJourney['journey'], data: Record<string, unknown> = {}, until?: string): string[] {
  const entered: string[] = [];
  let first = true;
  for (let guard = journey.steps.length * 3; guard > 0; guard--) {
    const at = String(actor.getSnapshot().value);
    if (at === until || actor.getSnapshot().status === 'done') break;
    actor.send(first ? { type: 'NEXT', data } : { type: 'NEXT' });
    first = false;
    while (answerWork(actor, journey));
    const now = String(actor.getSnapshot().value);
    if (now !== at) entered.push(now);
  }
  return entered;
}

/** The steps a customer whose data makes exactly the `skippedBy` guards hold walks through, in JSON order. */
export function stepsWalked(journey: CompiledJourney['journey'], skippedBy: readonly string[]): string[] {
  return journey.steps.filter((s) => !s.skip || !skippedBy.includes(s.skip)).map((s) => s.name);
}

/**
 * A wizard's steps as both its JSON (a definition) and its compiled form give them: the helpers below find a step by
 * what it does, in either.
 */
interface StepLike {
  name: string;
  screen?: string;
  skip?: string;
  needs?: readonly string[];
  provides?: readonly string[];
  invoke?: { src: string; gate?: { guard: string } };
  child?: { journey: string };
  content?: unknown;
}
interface WizardLike<S extends StepLike> {
  id: string;
  steps: readonly S[];
}

/** The first step matching `test`, or an error naming what the journey lacks ("no step of 'onboarding' …"). */
function stepWhere<S extends StepLike>(journey: WizardLike<S>, what: string, test: (s: S) => boolean): S {
  const step = journey.steps.find(test);
  if (!step) throw new Error(`no step of '${journey.id}' ${what}`);
  return step;
}

/** The step of a wizard that does a piece of work (its `invoke.src`), found in its JSON: "the step that locks the number". */
export function stepInvoking<S extends StepLike>(journey: WizardLike<S>, src: string): S {
  return stepWhere(journey, `invokes '${src}'`, (s) => s.invoke?.src === src);
}

/** The step of a wizard skipped by a guard, found in its JSON: "the port-in step". */
export function stepSkippedBy<S extends StepLike>(journey: WizardLike<S>, guard: string): S {
  return stepWhere(journey, `is skipped by '${guard}'`, (s) => s.skip === guard);
}

/** The step whose work waits behind a gate guard (its `invoke.gate`): "the step a visitor signs in at". */
export function stepGatedBy<S extends StepLike>(journey: WizardLike<S>, guard: string): S {
  return stepWhere(journey, `has its work gated by '${guard}'`, (s) => s.invoke?.gate?.guard === guard);
}

/** The step hosting a child journey (its `child.journey`): "the purchase's payment step". */
export function stepHosting<S extends StepLike>(journey: WizardLike<S>, child: string): S {
  return stepWhere(journey, `hosts journey '${child}'`, (s) => s.child?.journey === child);
}

/** The first step that provides a piece of the journey's data (its `provides`): "the step that asks the number type". */
export function stepProviding<S extends StepLike>(journey: WizardLike<S>, key: string): S {
  return stepWhere(journey, `provides '${key}'`, (s) => Boolean(s.provides?.includes(key)));
}

/** The registered screen a step is shown by, as the engine resolves it: its `screen`, else its name (a content step: the content screen). */
export function screenOf(step: StepLike): string {
  return step.screen ?? (step.content ? CONTENT_SCREEN : step.name);
}

/**
 * The step a customer lands on after `from` going forward, when exactly the `skippedBy` guards hold (stepsWalked),
 * or `_complete` after the last: "the step after the identity check".
 */
export function stepAfter<S extends StepLike>(journey: WizardLike<S>, from: string, skippedBy: readonly string[] = []): string {
  const walked = journey.steps.filter((s) => s.name === from || !s.skip || !skippedBy.includes(s.skip)).map((s) => s.name);
  const i = walked.indexOf(from);
  if (i < 0) throw new Error(`no step '${from}' in '${journey.id}'`);
  return walked[i + 1] ?? WIZARD_COMPLETE;
}

/** A repository wizard's step hosting a child journey: its name, its path and the step after it going forward. */
export function hostingStep(journeyId: string, child: string): { name: string; path: string; next: string } {
  const { journey } = compiled(journeyId);
  const step = stepHosting(journey, child);
  return { name: step.name, path: step.path, next: stepAfter(journey, step.name) };
}
