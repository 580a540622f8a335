import type { ActionImpl, BehaviourArgs, GuardImpl, JourneyContext, JourneyError } from './behaviours/types';
import { eventData } from './behaviours/wizard-steps';
import type { NormalizedStep } from './normalize';
import { reachableStepInRole, roleOfEvent } from './step-role';

/** The context of every wizard journey (SPEC §4 Journey): index, furthest step reached, data, derived neighbours. */
export interface WizardContext extends JourneyContext {
  journeyId: string;
  index: number;
  furthest: number;
  data: Record<string, unknown>;
  current: string;
  previous: string | null;
  next: string | null;
  nextButOne: string | null;
  /**
   * The steps on this customer's way, in order, as the data known now decides (steps whose skip holds are left
   * out): what a progress indicator counts, so a step added to the JSON is counted with no code.
   */
  way: string[];
  /** Why the last step's work failed (its actor's rejection), shown by the step it came back to; null otherwise. */
  stepError: JourneyError | null;
}

/** The error of an `xstate.error.actor.*` event as a step shows it, or null for any other event. */
function stepErrorOf(event: BehaviourArgs['event']): JourneyError | null {
  if (!event.type.startsWith('xstate.error.actor.')) return null;
  const e = (event.error ?? {}) as Partial<JourneyError>;
  return {
    code: e.code !== undefined ? String(e.code) : 'UNKNOWN_ERROR_CODE',
    ...(typeof e.status === 'number' ? { status: e.status } : {}),
    ...(typeof e.description === 'string' ? { description: e.description } : {}),
    ...(typeof e.retryAt === 'number' ? { retryAt: e.retryAt } : {}),
  };
}

/** Wizard runtime over a list of steps and the skip guards of the registry. */
export function wizardRuntime(journeyId: string, steps: NormalizedStep[], guards: Record<string, GuardImpl>) {
  const skipped = (step: NormalizedStep, data: Record<string, unknown>) => {
    if (!step.skip) return false;
    const guard = guards[step.skip];
    return guard ? guard({ context: { data }, event: { type: 'wizard.derive' } }) : false;
  };
  const firstFrom = (from: number, dir: 1 | -1, data: Record<string, unknown>): number => {
    for (let i = from; i >= 0 && i < steps.length; i += dir) if (!skipped(steps[i] as NormalizedStep, data)) return i;
    return -1;
  };
  const nameAt = (i: number) => (i >= 0 ? (steps[i]?.name ?? null) : null);

  /** current, previous, next and next-but-one for a step index, skipping steps whose guard holds. */
  const derive = (index: number, data: Record<string, unknown>) => {
    const next = firstFrom(index + 1, 1, data);
    return {
      current: nameAt(index) as string,
      previous: nameAt(firstFrom(index - 1, -1, data)),
      next: nameAt(next),
      nextButOne: next < 0 ? null : nameAt(firstFrom(next + 1, 1, data)),
      way: steps.filter((step, i) => i === index || !skipped(step, data)).map((step) => step.name),
    };
  };

  /**
   * Where GOTO lands. A named step (`step`, an address or saved progress): the step itself when reached and not
   * skipped; a step not reached yet lands on the furthest step reached (deep links cannot jump ahead); a skipped one
   * on the step before it; unknown names go nowhere (-1). A role (`screen` or `provides`, engine/step-role.ts: the
   * app's links back, which name no step): exactly the step playing it when it is on the customer's way and reached,
   * else nowhere, as the app, which asks the same question, offers no link then.
   */
  const gotoIndex = ({ context, event }: BehaviourArgs): number => {
    const ctx = context as WizardContext;
    const data = { ...ctx.data, ...((event.data as Record<string, unknown>) ?? {}) };
    const role = roleOfEvent(event);
    if (role) {
      const way = steps.filter((s) => !skipped(s, data)).map((s) => s.name);
      const name = reachableStepInRole(steps, { way, furthest: ctx.furthest }, role);
      return name === undefined ? -1 : steps.findIndex((s) => s.name === name);
    }
    const wanted = steps.findIndex((s) => s.name === event.step);
    if (wanted < 0) return -1;
    return firstFrom(Math.min(wanted, ctx.furthest), -1, data);
  };

  const initialContext = (input: Record<string, unknown> = {}): WizardContext => {
    const data = (input.data as Record<string, unknown>) ?? {};
    // A journey restored after its JSON changed keeps the furthest step reached, found again by name.
    const furthest = Math.max(0, steps.findIndex((s) => s.name === input.furthestStep));
    return { journeyId, index: 0, furthest, data, stepError: null, ...derive(0, data) };
  };

  const merged = (context: JourneyContext, event: BehaviourArgs['event']) => ({ ...(context.data as Record<string, unknown>), ...eventData(event) });
  const actions: Record<string, ActionImpl> = {
    wizardMerge: ({ context, event }) => ({ data: merged(context, event), stepError: null }),
    /**
     * Entering a step: merge the data the event carried (or the output of the work that led here), record the
     * index, derive the neighbours, and keep the error of the work that failed, if that is how the step was entered.
     */
    wizardEnter: ({ context, event }, params) => {
      const index = Number(params?.index ?? 0);
      const data = merged(context, event);
      return { index, data, furthest: Math.max((context as WizardContext).furthest, index), stepError: stepErrorOf(event), ...derive(index, data) };
    },
  };
  const wizardGuards: Record<string, GuardImpl> = {
    wizardGotoTarget: (args, params) => gotoIndex(args) === Number(params?.index),
    /** The step's child journey ended in the named final state (its output says which). */
    childEndedIn: ({ event }, params) => (event.output as { endedIn?: unknown } | undefined)?.endedIn === params?.state,
  };
  return { derive, gotoIndex, initialContext, actions, guards: wizardGuards, skipped };
}
