import { oneTimeCodeBehaviours } from '../../engine/behaviours/one-time-code';
import { accountWorkBehaviours } from '../../engine/behaviours/account-work';
import type { BehaviourGroup } from '../../engine/behaviours/compose';
import { joinBehaviours } from '../../engine/behaviours/join';
import { inputMappers } from '../../engine/behaviours/inputs';
import type { PlainBehaviours } from '../../engine/plain-machine';

/**
 * The behaviour groups journeys/auth-handoff.json names (results and errors kept, the hand-off's customer check), not
 * every group. tests/src/auth/session-journey.test.ts checks the journey against them; `npm run journeys:check` too
 * (src/features/plain-journeys.ts), which reads them here, without the journey's build-time module.
 */
export function sessionBehaviourGroups(): BehaviourGroup[] {
  return [oneTimeCodeBehaviours({ now: () => Date.now() }), accountWorkBehaviours()];
}

/** What the plain runner is given to run the journey: its groups' guards and actions, every input mapper. */
export function sessionBehaviours(): PlainBehaviours {
  const groups = sessionBehaviourGroups();
  return {
    guards: joinBehaviours('guard', ...groups.map((g) => g.guards ?? {})),
    actions: joinBehaviours('action', ...groups.map((g) => g.actions ?? {})),
    inputs: inputMappers,
  };
}
