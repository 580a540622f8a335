import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Loaded } from './use-loaded';
import { MessageText } from '../../ui/message-text';
import { ChoiceCards } from '../../ui/choice-cards';

/** What a picker of one loaded choice is given besides what it loaded: the choice, whether it is missing after a try, and the two ways back. */
export interface PickerProps {
  readonly value: string | null;
  readonly invalid: boolean;
  readonly onChange: (id: string) => void;
  readonly onRetry: () => void;
}

/**
 * A required choice among what a read loaded (delivery slots, pick-up points): while loading and on failure (with
 * Try again) an announced region, then a fieldset with its legend whose choices `choices` draws from the answer;
 * none to choose is announced in the fieldset (`emptyId`), so it stays readable after any notification is gone.
 */
export function LoadedChoices<T>(props: {
  readonly loaded: Exclude<Loaded<T>, { status: 'idle' }>;
  /** Message ids: the fieldset's legend, the failed load, nothing to choose (and that message's test id, if any). */
  readonly texts: { readonly legend: string; readonly failed: string; readonly empty: string; readonly emptyTestId?: string };
  readonly className?: string;
  readonly invalid: boolean;
  readonly onRetry: () => void;
  readonly choices: (value: T) => ReactNode[];
}) {
  const { loaded } = props;
  if (loaded.status !== 'ready') {
    return (
      <div role={loaded.status === 'failed' ? 'alert' : 'status'} aria-busy={loaded.status !== 'failed'} className={props.className}>
        {loaded.status === 'failed' ? (
          <>
            <MessageText id={props.texts.failed} />
            <button type="button" onClick={props.onRetry}>
              <FormattedMessage id="details_retry" />
            </button>
          </>
        ) : (
          <FormattedMessage id="details_loading" />
        )}
      </div>
    );
  }
  const choices = props.choices(loaded.value);
  return (
    <ChoiceCards
      className={props.className ? `${props.className} details__choices` : 'details__choices'}
      aria-invalid={props.invalid}
      legend={
        <>
          <FormattedMessage id={props.texts.legend} />
          <span aria-hidden="true"> *</span>
        </>
      }
    >
      {choices.length === 0 && (
        <MessageText id={props.texts.empty} role="alert" data-testid={props.texts.emptyTestId} />
      )}
      {choices}
    </ChoiceCards>
  );
}
