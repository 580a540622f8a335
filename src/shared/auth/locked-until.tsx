import { FormattedMessage, useIntl } from 'react-intl';

/**
 * 'Too many attempts. Try again at 15:45.': a sign-in or a code request the gateway refused for now (422005 or 429
 * TOO_MANY_CODES with retryAt), shown where the customer asked, the time in their locale with its digits isolated.
 */
export function LockedUntil({ retryAt, id }: { retryAt: number; id: string }) {
  const intl = useIntl();
  const time = intl.formatTime(retryAt, { hour: '2-digit', minute: '2-digit' });
  return (
    <p className="auth-alert" role="alert" id={id}>
      <FormattedMessage id="sign_in_locked" values={{ time: <bdi>{time}</bdi> }} />
    </p>
  );
}
