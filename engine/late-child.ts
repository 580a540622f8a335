import { createMachine, type ActorLogic, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { isPendingChild, LATE_PENDING } from './late-pending';

/** Any machine's snapshot, as AnyStateMachine's methods take and give it. */
type Snap = ReturnType<AnyStateMachine['transition']>;

const LOADED = 'xstate.late.loaded';
const FAILED = 'xstate.late.failed';

/** What a late child's actor runs before its machine has loaded: one state, tagged, with the input it was given. */
const pendingMachine: AnyStateMachine = createMachine({
  id: LATE_PENDING,
  context: ({ input }: { input: unknown }) => ({ input }),
  initial: 'loading',
  states: { loading: { tags: [LATE_PENDING] } },
});

/** The input a pending snapshot keeps (pendingMachine's context). */
function inputOf(snapshot: Snap): unknown {
  const context: unknown = snapshot.context;
  return typeof context === 'object' && context !== null && 'input' in context ? context.input : undefined;
}

/**
 * A child journey's machine as a wizard step invokes it when the journey is loaded only then (issue 47: the payment
 * journey at the payment step, not with the wizard's first screen). Once loaded, it is the machine itself: the same
 * snapshots, the same transitions, its done output to the wizard's onDone and its errors to onError, as a child
 * compiled with the wizard. Before (the first time a step hosts it), its actor is active with a pending snapshot
 * (the step's screen shows it loading) and, once started, loads the machine and sends itself the machine's initial
 * snapshot, built with the input it was invoked with; events sent to it meanwhile are dropped (no screen offers any:
 * the child is not shown). Stopped before the machine arrived, it never starts it. A machine that does not load
 * fails the child, as a child that fails: the step shows why and starts it again (its onError). The wizard never
 * saves a child's snapshot (engine/persist.ts): a restored journey starts the child afresh. Given to the engine by a
 * wizard page (a LateJourney's `run`), so that the engine's chunk, which every machine page loads, does not carry it.
 */
export function lateChildLogic(load: () => Promise<AnyStateMachine>): ActorLogic<Snap, AnyEventObject, unknown> {
  let machine: AnyStateMachine | undefined;
  const owner = (snapshot: unknown) => (isPendingChild(snapshot) || !machine ? pendingMachine : machine);
  return {
    config: load,
    getInitialSnapshot: (scope, input) => (machine ?? pendingMachine).getInitialSnapshot(scope, input),
    start: (snapshot, scope) => {
      if (!isPendingChild(snapshot)) {
        machine?.start(snapshot);
        return;
      }
      load().then(
        (loaded) => {
          machine ??= loaded;
          scope.self.send({ type: LOADED });
        },
        (error: unknown) => scope.self.send({ type: FAILED, error }),
      );
    },
    transition: (snapshot, event, scope) => {
      if (isPendingChild(snapshot) && snapshot.status === 'active') {
        if (event.type === LOADED && machine) return machine.getInitialSnapshot(scope, inputOf(snapshot));
        if (event.type === FAILED) return { ...snapshot, status: 'error', error: 'error' in event ? event.error : undefined };
      }
      return owner(snapshot).transition(snapshot, event, scope);
    },
    getPersistedSnapshot: (snapshot, options) => owner(snapshot).getPersistedSnapshot(snapshot, options),
    restoreSnapshot: (persisted, scope) => owner(persisted).restoreSnapshot(persisted, scope),
  };
}
