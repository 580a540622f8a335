import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from './screen-registry';

/**
 * Shown where no screen is registered for a state (journeys:check refuses such a step, so a customer should never
 * meet it): words a customer can read, never the step's internal name, with Next and Back still working. The
 * step's own title is shown when the locale has one (`step_title_<step>`); the missing screen is named for
 * developers in the element's data attribute only.
 */
export function FallbackScreen({ snapshot, meta, send, state }: ScreenProps & { state: string }) {
  const intl = useIntl();
  const ctx = snapshot.context as { previous?: string | null };
  const screen = meta.screen ?? state;
  const ownTitle = `step_title_${meta.step ?? state}`;
  const title = Object.hasOwn(intl.messages, ownTitle) ? ownTitle : 'screen_missing_title';
  return (
    <section className="fallback-screen" aria-labelledby="fallback-title" data-missing-screen={screen}>
      <h1 id="fallback-title" tabIndex={-1}>
        <FormattedMessage id={title} />
      </h1>
      <p role="note" data-testid="missing-screen">
        <FormattedMessage id="screen_missing" />
      </p>
      {meta.step !== undefined && (
        <div className="journey-actions">
          <button type="button" className="secondary" onClick={() => send({ type: 'BACK' })} disabled={!ctx.previous}>
            <FormattedMessage id="journey_back" />
          </button>
          <button type="button" onClick={() => send({ type: 'NEXT' })}>
            <FormattedMessage id="journey_next" />
          </button>
        </div>
      )}
    </section>
  );
}
