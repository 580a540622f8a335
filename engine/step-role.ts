/**
 * A wizard step found by the part it plays, not by its name: the registered screen it shows (its `screen`, else its
 * name) or a piece of the journey's data it provides (its `provides`). A product owner renames, moves or removes steps
 * in the JSON; the app's links back to a step (an order summary's "Edit", a payment's "choose another number") name
 * the role, so a renamed step is still found and a removed one is not linked to.
 */
export type StepRole = { readonly screen: string; readonly provides?: never } | { readonly provides: string; readonly screen?: never };

/** What a step shows of itself to be found by role (a normalized step, or a step state's meta). */
export interface RoleStep {
  readonly name: string;
  readonly screen?: string;
  readonly provides?: readonly string[];
}

/** Where a customer is on a wizard (engine/wizard.ts WizardContext): the steps on their way and the furthest reached. */
export interface WayOf {
  readonly way?: readonly string[];
  readonly furthest?: number;
}

/** The role a GOTO event names (`{ type: 'GOTO', screen }` or `{ type: 'GOTO', provides }`), if it names one. */
export function roleOfEvent(event: { readonly [key: string]: unknown }): StepRole | undefined {
  if (typeof event.screen === 'string') return { screen: event.screen };
  if (typeof event.provides === 'string') return { provides: event.provides };
  return undefined;
}

/** The first step (in the journey's order) playing the role, or -1. */
export function stepIndexInRole(steps: readonly RoleStep[], role: StepRole): number {
  return steps.findIndex((s) => (role.screen !== undefined ? s.screen === role.screen : Boolean(s.provides?.includes(role.provides as string))));
}

/**
 * The step a customer can go back to in a role: the first step playing it, when it is on their way (no skip leaves it
 * out for the data known) and reached already (the furthest step reached is at or after it). Otherwise none: the
 * journey has no such step, or this customer does not pass it, or has not been there yet, and a link to it is not
 * offered. The wizard's GOTO by role lands on exactly this step (engine/wizard.ts).
 */
export function reachableStepInRole(steps: readonly RoleStep[], at: WayOf, role: StepRole): string | undefined {
  const index = stepIndexInRole(steps, role);
  const step = steps[index];
  if (!step || index > (at.furthest ?? 0) || !(at.way ?? []).includes(step.name)) return undefined;
  return step.name;
}
