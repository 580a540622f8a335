import { FormattedMessage } from 'react-intl';
import './next-button.css';

/** Props of a form's forward button. */
export interface NextButtonProps {
  /** Message id of the button text. */
  readonly labelId: string;
  /** Message id of why it cannot go on yet; null when it can. */
  readonly blockedBy: string | null;
  readonly busy?: boolean;
  /** Unique per page, for the reason's id. */
  readonly id: string;
}

/**
 * A submit button announced as unavailable (aria-disabled, still focusable and pressable so a press leads to the
 * error summary) that looks unavailable and shows its reason next to it before the click.
 */
export function NextButton({ labelId, blockedBy, busy = false, id }: NextButtonProps) {
  const reasonId = `${id}-reason`;
  const blocked = blockedBy !== null && !busy;
  return (
    <div className="next-action">
      <button type="submit" id={id} aria-disabled={blocked || busy} aria-describedby={blocked ? reasonId : undefined}>
        <FormattedMessage id={labelId} />
      </button>
      <p id={reasonId} className="next-action__reason hint" aria-live="polite">
        {blocked ? <FormattedMessage id={blockedBy} /> : null}
      </p>
    </div>
  );
}
