import { FormattedMessage, useIntl } from 'react-intl';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { StateMeta } from '../../engine';
import { useActorSnapshot, wizardContext } from '../../renderer';

/**
 * Where the customer is in a wizard: "Step 3 of 8", the next step's name, and one bar segment per step on their way
 * (the machine's `way`: the journey's steps less those its skips leave out for what is known now), so a step a
 * product owner adds to the JSON is counted with no code. Not on a wizard's first step (the choice that starts it,
 * and the landing's frame, which paints before any script), nor once the journey has ended. Step names are the
 * shell's `step_title_<screen>` words for the screen a step shows where it has them (its screen's, not its name's,
 * so a step a product owner renames in the JSON keeps its title), read out with each segment (the current one
 * marked) and not shown: the page's column holds nine of them only cut short.
 */
export function WizardProgress({ actor }: { actor: AnyActorRef }) {
  const snapshot = useActorSnapshot(actor) as AnyMachineSnapshot;
  const intl = useIntl();
  const { way, current } = wizardContext(snapshot);
  const at = way && current ? way.indexOf(current) : -1;
  if (!way || at <= 0 || snapshot.status !== 'active') return null;
  // The screen a step shows, from its state's meta in the machine running now. (Read here, not through step-links.ts:
  // that module in this chunk, which the step screens' chunks also import, made the build export a namespace it never
  // defined, and the journey page failed to load.)
  const screenOf = (step: string) => (snapshot.machine.root.states[step]?.meta as StateMeta | undefined)?.screen;
  const titleIdOf = (step: string) => `step_title_${screenOf(step) ?? step}`;
  const titleOf = (step: string, n: number) => {
    const id = titleIdOf(step);
    return id in intl.messages ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'wizard_progress_step' }, { n });
  };
  const next = way[at + 1];
  const named = (step: string) => titleIdOf(step) in intl.messages;
  return (
    <div className="wizard-progress" data-testid="wizard-progress">
      <p id="wizard-progress-count" className="wizard-progress-count">
        <FormattedMessage id="wizard_progress" values={{ n: at + 1, total: way.length }} />
        {next && named(next) && (
          <span className="wizard-progress-next">
            {' · '}
            <FormattedMessage id="wizard_progress_next" values={{ title: titleOf(next, at + 2) }} />
          </span>
        )}
      </p>
      <ol className="wizard-progress-bar" aria-labelledby="wizard-progress-count">
        {way.map((step, i) => (
          <li key={step} data-step={step} className={i < at ? 'done' : i === at ? 'current' : 'ahead'} {...(i === at ? { 'aria-current': 'step' as const } : {})}>
            <span className="wizard-progress-label">
              {titleOf(step, i + 1)}
              {i < at && <span className="visually-hidden"> {intl.formatMessage({ id: 'wizard_progress_done' })}</span>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
