import { FormattedMessage } from 'react-intl';
import type { OtpAlert } from './otp-view';
import { MessageText } from '../../ui/message-text';

/** The incorrect-code or expired-code alert (SPEC §8), announced when it appears. */
export function OtpAlertBox({ alert, id }: { alert: OtpAlert | undefined; id: string }) {
  return (
    <div role="alert" id={id}>
      {alert ? (
        <div className="auth-alert">
          <h2>
            <FormattedMessage id={alert.titleId} />
          </h2>
          <MessageText id={alert.messageId} />
        </div>
      ) : null}
    </div>
  );
}
