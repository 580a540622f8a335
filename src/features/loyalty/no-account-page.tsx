import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { joinLoyalty } from './loyalty-calls';
import type { ApiError } from '../../api/api-error';
import { LoyaltyFrame, Points, SignInPrompt } from './loyalty-parts';
import { useLoyaltySession, useMember, useRefreshLoyalty } from './loyalty-queries';
import { tutorialSeen } from './tutorial';
import { MessageLink, MessageText } from '../../ui/message-text';
import { Checkbox } from '../../ui/checkbox';

/** The sandbox's welcome bonus, said before joining (the gateway's WELCOME_POINTS). */
const WELCOME_POINTS = 1000;

/**
 * /loyalty/no-account: a signed-in customer who is not a member joins here (accepting the terms), or reads why
 * they cannot; after joining, the first visit goes through the walkthrough.
 */
export default function NoAccountPage() {
  const { customerId } = useLoyaltySession();
  const api = useApi();
  const refresh = useRefreshLoyalty();
  // A member who lands here (a bookmark, the app's link) is told so, not asked to join (issue 30).
  const member = useMember(customerId).query.data;
  const [, navigate] = useLocation();
  const [accepted, setAccepted] = useState(false);
  const [touched, setTouched] = useState(false);
  const join = useMutation<unknown, ApiError>({
    mutationFn: joinLoyalty(api),
    onSuccess: async () => {
      await refresh();
      navigate(tutorialSeen() ? '/loyalty' : '/loyalty/tutorial', { replace: true });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (accepted) join.mutate();
  };
  const refused = join.error && String(join.error.code) === '4224105';
  return (
    <LoyaltyFrame title={<FormattedMessage id="ly_no_account_title" />} leadId="ly_no_account_lead" current="/loyalty">
      {!customerId ? (
        <SignInPrompt here="/loyalty/no-account" />
      ) : member && !join.isSuccess ? (
        <div className="card stack" data-testid="loyalty-already-member">
          <MessageText id="ly_already_member" values={{ points: <Points value={member.points} /> }} />
          <MessageLink href="/loyalty" id="ly_already_member_home" />
        </div>
      ) : (
        <form className="card stack" onSubmit={submit} noValidate data-testid="loyalty-join">
          <MessageText id="ly_no_account_intro" values={{ points: <Points value={WELCOME_POINTS} /> }} />
          <div className="field">
            <Checkbox
              id="ly-terms"
              checked={accepted}
              onChange={setAccepted}
              label={<FormattedMessage id="ly_terms" />}
              hint={<FormattedMessage id="ly_terms_hint" />}
              error={touched && !accepted && <FormattedMessage id="ly_terms_needed" />}
              errorId="terms-error"
            />
          </div>
          {join.isError ? (
            <MessageText id={refused ? 'ly_err_4224105' : 'ly_join_failed'} role="alert" className="alert alert-danger" />
          ) : null}
          <div>
            <button type="submit" disabled={join.isPending || Boolean(refused)}>
              {/* One element: the button is a flex box, and the sentence's parts would otherwise stand side by side as columns. */}
              <span>
                <FormattedMessage id={join.isPending ? 'ly_joining' : 'ly_join'} values={{ points: <Points value={WELCOME_POINTS} /> }} />
              </span>
            </button>
          </div>
        </form>
      )}
    </LoyaltyFrame>
  );
}
