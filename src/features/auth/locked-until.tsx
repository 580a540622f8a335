import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The time to try again (epoch ms) as the customer's locale writes it, its digits isolated: on the 24-hour clock,
 * so no 'AM'/'PM' is left in English inside an Urdu sentence (Urdu's ICU data writes them in Latin letters).
 */
export function RetryTime({ at }: { at: number | undefined }) {
  const intl = useIntl();
  return at === undefined ? null : <bdi>{intl.formatTime(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}</bdi>;
}

/**
 * A message with `{time}` the time to try again: the refusals that say when (422005, 429 TOO_MANY_CODES with
 * retryAt), shown where the customer asked.
 */
export function MessageWithTime({ id, values, retryAt }: { id: string; values?: Record<string, number>; retryAt?: number }) {
  return <FormattedMessage id={id} values={{ ...values, time: <RetryTime at={retryAt} /> }} />;
}

/** 'Too many attempts. Try again at 15:45.': a sign-in or a code request the gateway refused for now. */
export function LockedUntil({ retryAt, id }: { retryAt: number; id: string }) {
  return (
    <p className="auth-alert" role="alert" id={id}>
      <MessageWithTime id="sign_in_locked" retryAt={retryAt} />
    </p>
  );
}
