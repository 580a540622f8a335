import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { customerLabel } from './handoff-check';
import type { UserDetails } from './session-store';

/** A customer's name or email, isolated in its own direction (an email stays left to right in Urdu). */
const Who = ({ user }: { user: Pick<UserDetails, 'first_name' | 'last_name' | 'email'> }) => <bdi>{customerLabel(user)}</bdi>;

/**
 * The question of issue 27 part 4: someone is signed in and a hand-off link of another account was opened. Two
 * buttons, each saying what it does; the heading takes focus so a screen reader reads the question first.
 */
export function SwitchAccountQuestion({ current, other, onSwitch, onStay }: {
  current: UserDetails | undefined;
  other: UserDetails;
  onSwitch: () => void;
  onStay: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const currentWho = current ? <Who user={current} /> : '';
  const otherWho = <Who user={other} />;
  return (
    <section aria-labelledby="switch-account-title" aria-describedby="switch-account-message" className="switch-account stack" data-testid="switch-account">
      <h1 id="switch-account-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="handoff_switch_title" />
      </h1>
      <div id="switch-account-message" className="stack">
        <p>
          <FormattedMessage id="handoff_switch_message" values={{ current: currentWho, other: otherWho }} />
        </p>
        <p>
          <FormattedMessage id="handoff_switch_question" />
        </p>
      </div>
      <div className="switch-account-actions">
        {/* One span per label: the button is a flex box, and words and name must wrap as one line of text. */}
        <button type="button" onClick={onSwitch}>
          <span>
            <FormattedMessage id="handoff_switch_continue" values={{ other: otherWho }} />
          </span>
        </button>
        <button type="button" className="secondary" onClick={onStay}>
          <span>
            <FormattedMessage id="handoff_switch_stay" values={{ current: currentWho }} />
          </span>
        </button>
      </div>
    </section>
  );
}
