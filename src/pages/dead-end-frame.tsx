import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { MessageText } from '../ui/message-text';

/**
 * The frame of a dead-end page (maintenance, 429, a route not built yet): its heading and its one sentence, then
 * what the page offers (the ways on, a retry). One frame, so the three keep the same landmarks and title id.
 */
export function DeadEndFrame({ testId, titleId, messageId, messageValues, page, children }: { testId: string; titleId: string; messageId: string; messageValues?: ComponentProps<typeof FormattedMessage>['values']; page?: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="stack" data-testid={testId} data-page={page}>
      <h1 id="page-title">
        <FormattedMessage id={titleId} />
      </h1>
      <MessageText id={messageId} values={messageValues} />
      {children}
    </section>
  );
}
