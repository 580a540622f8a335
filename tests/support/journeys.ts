import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileJourney, createBehaviours, type CompiledJourney, type JourneyDefinition } from '../../engine';
import type { BehaviourEnv } from '../../engine/behaviours/types';

export const JOURNEY_DIR = join(import.meta.dirname, '..', '..', 'journeys');

/** Every journey file of the repository, parsed. */
export function journeyFiles(): Array<{ file: string; definition: JourneyDefinition }> {
  return readdirSync(JOURNEY_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, definition: JSON.parse(readFileSync(join(JOURNEY_DIR, f), 'utf8')) as JourneyDefinition }));
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

/** The step of a wizard that does a piece of work (its `invoke.src`), found in its JSON: "the step that locks the number". */
export function stepInvoking(journey: CompiledJourney['journey'], src: string) {
  const step = journey.steps.find((s) => s.invoke?.src === src);
  if (!step) throw new Error(`no step of '${journey.id}' invokes '${src}'`);
  return step;
}

/** The step of a wizard skipped by a guard, found in its JSON: "the port-in step". */
export function stepSkippedBy(journey: CompiledJourney['journey'], guard: string) {
  const step = journey.steps.find((s) => s.skip === guard);
  if (!step) throw new Error(`no step of '${journey.id}' is skipped by '${guard}'`);
  return step;
}
