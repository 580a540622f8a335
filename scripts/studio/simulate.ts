/**
 * The studio's simulate mode: a working-copy journey stepped through event by event before it ships, with the answer
 * of each of its guards chosen by the product owner (a box per guard: "the order costs nothing", "the customer is
 * signed in"). Nothing is called: a step's work and a hosted journey end the way the chosen event says.
 */
import { createActor, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { compileJourney, createBehaviours, WIZARD_COMPLETE, type CompiledJourney, type JourneyDefinition } from '../../engine';
import type { GuardImpl } from '../../engine/behaviours/types';
import type { ModelEvent } from './model-events';
import { silentActors } from './qa-paths';
import { guardText, humanise, stepTitlesOf, type StepTitles } from './titles';

/** A guard the product owner answers: its name and what it says when it holds. */
export interface SimulatedGuard {
  name: string;
  text: string;
}

/** An event the journey listens for in its current state, with a label for its button. */
export interface OfferedEvent {
  label: string;
  event: ModelEvent;
}

export interface Simulation {
  /** Each event sent and the state it led to (the first is the start). */
  trail: Array<{ event: string; state: string; title: string }>;
  /** The state now ("_complete" or a final state name once the journey ended). */
  state: string;
  ended: boolean;
  offered: OfferedEvent[];
}

/** Every guard a journey's JSON names (skip guards, gates, outcomes and transitions), in the order they appear. */
export function guardsOf(definition: unknown): SimulatedGuard[] {
  const names: string[] = [];
  const visit = (v: unknown, key?: string) => {
    if (typeof v === 'string' && (key === 'guard' || key === 'skip') && !names.includes(v)) names.push(v);
    else if (Array.isArray(v)) v.forEach((x) => visit(x));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) visit(x, k === 'not' ? 'guard' : k);
  };
  visit(definition);
  return names.map((name) => ({ name, text: guardText(name) }));
}

/** The journey compiled with each named guard answering as chosen (unchosen guards: false). */
function compiledWith(definition: JourneyDefinition, chosen: Record<string, boolean>, definitionOf: (id: string) => JourneyDefinition | undefined): CompiledJourney {
  const behaviours = createBehaviours({ now: () => 0, signedIn: () => chosen.isSignedIn === true });
  const guards: Record<string, GuardImpl> = { ...behaviours.guards };
  for (const g of guardsOf(definition)) guards[g.name] = () => chosen[g.name] === true;
  const resolve = (id: string): CompiledJourney | undefined => {
    const child = definitionOf(id);
    return child ? compileJourney(child, { ...behaviours, guards }, resolve) : undefined;
  };
  return compileJourney(definition, { ...behaviours, guards }, resolve);
}

/** The events offered in a state: the customer's, a step's work ending well or failing, a hosted journey's endings, timers. */
function offered(compiled: CompiledJourney, snapshot: AnyMachineSnapshot): OfferedEvent[] {
  const { journey, children } = compiled;
  const name = String(snapshot.value);
  const state = journey.states[name];
  if (!state || snapshot.status === 'done') return [];
  const out: OfferedEvent[] = Object.keys(state.on)
    .filter((type) => type !== 'GOTO' && type !== 'UPDATE')
    .map((type) => ({ label: type === 'NEXT' ? 'Next' : type === 'BACK' ? 'Back' : type, event: { type } }));
  for (const delay of Object.keys(state.after)) out.push({ label: `${humanise(delay)} passes`, event: { type: `xstate.after.${delay}.${journey.id}.${name}` } });
  if (state.invoke) {
    const src = state.invoke.src;
    const child = journey.steps.find((s) => s.name === name)?.child;
    if (child) {
      const endings = Object.entries(children[child.journey]?.journey.states ?? {}).filter(([, s]) => s.type === 'final').map(([ending]) => ending);
      for (const endedIn of endings) out.push({ label: `${child.journey} ends in ${endedIn}`, event: { type: `xstate.done.actor.${src}`, output: { endedIn, data: {} } } });
    } else out.push({ label: `${src} succeeds`, event: { type: `xstate.done.actor.${src}`, output: {} } });
    out.push({ label: `${child ? child.journey : src} fails`, event: { type: `xstate.error.actor.${src}`, error: { status: 422, code: 'SIMULATED' } } });
  }
  return out;
}

const titleOf = (compiled: CompiledJourney, state: string, stepTitle: StepTitles) =>
  compiled.journey.kind === 'wizard' && compiled.journey.steps.some((s) => s.name === state.split(':')[0]) ? stepTitle(state.split(':')[0]!) + (state.includes(':') ? ` (${state.split(':')[1]})` : '') : state === WIZARD_COMPLETE ? 'the end' : humanise(state);

/** Sends the events one by one to the journey with the guards answering as chosen; says where each led and what is offered now. */
export function simulate(definition: JourneyDefinition, chosen: Record<string, boolean>, events: ModelEvent[], definitionOf: (id: string) => JourneyDefinition | undefined): Simulation {
  const compiled = compiledWith(definition, chosen, definitionOf);
  const actor = createActor(silentActors(compiled.machine, compiled.journey), { clock: new SimulatedClock() }).start();
  const now = () => actor.getSnapshot() as AnyMachineSnapshot;
  const stateOf = (s: AnyMachineSnapshot) => (s.status === 'done' && compiled.journey.kind === 'wizard' ? WIZARD_COMPLETE : String(s.value));
  // A content step by its own words, never its internal name.
  const titles = stepTitlesOf([definition]);
  const trail = [{ event: 'start', state: stateOf(now()), title: titleOf(compiled, stateOf(now()), titles) }];
  for (const event of events) {
    if (now().status === 'done') break;
    actor.send(event as never);
    trail.push({ event: event.type, state: stateOf(now()), title: titleOf(compiled, stateOf(now()), titles) });
  }
  const result = { trail, state: stateOf(now()), ended: now().status === 'done', offered: offered(compiled, now()) };
  actor.stop();
  return result;
}
