import { FormattedMessage, useIntl } from 'react-intl';
import { stepNameId, type TimelineStep } from './request-view';
import { Fact as LabelledFact } from '../../ui/message-text';

/** A status as a list of steps, each saying whether it is done, happening now or still to come. */
export function Timeline({ steps, type = '' }: { steps: TimelineStep[]; type?: string }) {
  const intl = useIntl();
  return (
    <ol className="timeline" aria-label={intl.formatMessage({ id: 'timeline_label' })}>
      {steps.map((s) => (
        <li key={s.id} className={s.state} aria-current={s.state === 'current' ? 'step' : undefined} data-step={s.id} data-state={s.state}>
          <span className="dot" aria-hidden="true" />
          <span>
            <FormattedMessage id={s.id.startsWith('portin_') ? s.id : stepNameId(type, s.id)} />
            <span className="visually-hidden">
              {' '}
              (<FormattedMessage id={`step_state_${s.state}`} />)
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A row of a facts list. */
export function Fact({ labelId, children }: { labelId: string; children: React.ReactNode }) {
  return (
    <div>
      <LabelledFact labelId={labelId}>{children}</LabelledFact>
    </div>
  );
}
