import { readRateLimitInfo } from '../bootstrap/rate-limit-info';
import { HOME_PATH } from '../routes/route-table';
import { WaysOn } from '../shell/ways-on';
import { MessageLink } from '../ui/message-text';
import { DeadEndFrame } from './dead-end-frame';

/**
 * /429: too many requests; offers the saved address back (same-site only), the gateway's message, and the ways on of
 * a dead end (home, plans, help, a search of the help pages: issue 46).
 */
export default function RateLimitPage() {
  const info = readRateLimitInfo();
  return (
    <DeadEndFrame testId="rate-limit" titleId="rate_limit_title" messageId="rate_limit_message">
      {info?.message && (
        <p className="technical" dir="ltr" lang="en">
          {info.message}
        </p>
      )}
      <MessageLink href={info?.from ?? HOME_PATH} id="try_again" />
      <WaysOn />
    </DeadEndFrame>
  );
}
