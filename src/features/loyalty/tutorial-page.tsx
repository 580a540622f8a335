import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { LoyaltyFrame, Points } from './loyalty-parts';
import { rememberTutorial } from './tutorial';
import { MessageText } from '../../ui/message-text';

const STEPS = [1, 2, 3] as const;

/** /loyalty/tutorial: a three-step first-visit walkthrough; skipping or finishing it is remembered. */
export default function TutorialPage() {
  const [step, setStep] = useState(0);
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [step]);
  const finish = () => {
    rememberTutorial();
    navigate('/loyalty');
  };
  const n = STEPS[step]!;
  return (
    <LoyaltyFrame title={<FormattedMessage id="ly_tutorial_title" />} current="/loyalty/tutorial">
      <div className="card stack loyalty-tutorial" data-testid="loyalty-tutorial">
        <MessageText id="ly_tutorial_step" values={{ step: <Points value={step + 1} />, steps: <Points value={STEPS.length} /> }} className="loyalty-muted" />
        <h2 ref={heading} tabIndex={-1}>
          <FormattedMessage id={`ly_tutorial_${n}_title`} />
        </h2>
        <p>
          <FormattedMessage id={`ly_tutorial_${n}`} />
        </p>
        <div className="loyalty-actions">
          {step > 0 ? (
            <button type="button" className="secondary" onClick={() => setStep(step - 1)}>
              <FormattedMessage id="ly_tutorial_back" />
            </button>
          ) : null}
          {step < STEPS.length - 1 ? (
            <button type="button" onClick={() => setStep(step + 1)}>
              <FormattedMessage id="ly_tutorial_next" />
            </button>
          ) : (
            <button type="button" onClick={finish}>
              <FormattedMessage id="ly_tutorial_done" />
            </button>
          )}
        </div>
        <button type="button" className="link-button" onClick={finish}>
          <FormattedMessage id="ly_tutorial_skip" />
        </button>
      </div>
    </LoyaltyFrame>
  );
}
