import type { AnyMachineSnapshot } from 'xstate';
import type { StateMeta, WizardContext } from '../../engine';
import { reachableStepInRole, type RoleStep, type StepRole } from '../../engine/step-role';

/** A GOTO back to the step playing a role (engine/step-role.ts): the wizard's machine finds the step itself. */
export type GotoRole = { readonly type: 'GOTO' } & StepRole;

/**
 * The steps of the wizard a snapshot runs, in the journey's order, as its step states' meta give them (the machine
 * compiled from the JSON running now, so a step renamed, moved or removed there is seen as it is); none for a
 * snapshot with no machine (the landing's own).
 */
export function stepsOfSnapshot(snapshot: AnyMachineSnapshot): RoleStep[] {
  const states = (snapshot as Partial<AnyMachineSnapshot>).machine?.root.states ?? {};
  return Object.entries(states)
    .flatMap(([name, node]) => {
      const meta = node.meta as StateMeta | undefined;
      return meta?.step === name ? [{ name, index: meta.index ?? 0, ...(meta.screen ? { screen: meta.screen } : {}), ...(meta.provides ? { provides: meta.provides } : {}) }] : [];
    })
    .sort((a, b) => a.index - b.index);
}

/**
 * The way back to the step playing a role, for a link or a button (an order summary's "Edit", a payment's "choose
 * another number"): the GOTO to send, or null when this customer has no such step to go back to (the journey has none
 * since its JSON was edited, a skip leaves it off their way, or they have not been there), and the link is not shown.
 * The machine lands where this says (the same question, engine/step-role.ts reachableStepInRole).
 */
export function gotoRole(snapshot: AnyMachineSnapshot, role: StepRole): GotoRole | null {
  const at = (snapshot.context ?? {}) as Partial<WizardContext>;
  return reachableStepInRole(stepsOfSnapshot(snapshot), at, role) === undefined ? null : { type: 'GOTO', ...role };
}
