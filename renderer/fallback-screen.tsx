import { FormattedMessage, type MessageFormatElement } from 'react-intl';
import type { ScreenProps } from './screen-registry';

/**
 * Shown where no screen is registered for a state: it names what is missing, and still lets the customer
 * move through the journey with Next and Back so every step is walkable before its real screen exists.
 */
export function FallbackScreen({ snapshot, meta, send, state }: ScreenProps & { state: string }) {
  const ctx = snapshot.context as { previous?: string | null };
  const screen = meta.screen ?? state;
  return (
    <section className="fallback-screen" aria-labelledby="fallback-title">
      <h1 id="fallback-title" tabIndex={-1}>
        {/* The screen's name as it is, already parsed: the shipped build has no ICU parser to read it with. */}
        <FormattedMessage id={`step_title_${screen}`} defaultMessage={asText(screen)} />
      </h1>
      <p role="note" data-testid="missing-screen">
        <FormattedMessage id="screen_missing" values={{ screen, state }} />
      </p>
      {meta.step !== undefined && (
        <div className="journey-actions">
          <button type="button" onClick={() => send({ type: 'BACK' })} disabled={!ctx.previous}>
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

/** A text shown as it is, as a message react-intl formats without its parser: one literal (type 0 in its AST). */
const asText = (text: string): MessageFormatElement[] => [{ type: 0, value: text }] as MessageFormatElement[];
