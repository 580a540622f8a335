import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { endpointKey } from '../../api/queries';
import QueryProvider from '../../api/query-provider';
import { useConfirmedRequest } from '../lines';
import { REQUESTS_PAGE } from './status-path';

/** A chat the widget says a signed-in customer started (src/integrations/chat/support-chat.ts StartedChat). */
interface StartedChat {
  topic: string;
  chatKey: string;
}


/**
 * The chat panel's part once a signed-in customer started a chat (journeys/chat-start.json): the chat is recorded
 * once as one of their requests (the conversation's key: drawn again, the panel answers the same reference), then its
 * reference, when people answer (an expert online now, or the hours and the email reply) and the way to the requests
 * page. A failure says the chat goes on without a reference and offers Try again (the same key: never two requests).
 * The shell's chat button shows it where the app gives it (src/app-frame.tsx, ChatReferenceContext).
 */
export default function ChatReference({ chat }: { chat: StartedChat }) {
  // The header is outside the pages' query provider: the same one client, so the requests list reads the chat.
  return (
    <QueryProvider>
      <Reference chat={chat} />
    </QueryProvider>
  );
}

function Reference({ chat }: { chat: StartedChat }) {
  const client = useQueryClient();
  const record = useConfirmedRequest('chat-start', { topic: chat.topic || null, chatKey: chat.chatKey }, () => {
    void client.invalidateQueries({ queryKey: endpointKey('GET_SERVICE_REQUESTS') });
  });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    record.submit();
  }, [record]);
  const made = record.result as { requestId?: string; payload?: { agentsOnline?: unknown } } | null;
  if (record.done && made?.requestId) {
    return (
      <div className="chat-reference" role="status" data-chat-reference={made.requestId}>
        <p>
          <FormattedMessage id="chat_reference" values={{ ref: <bdi dir="ltr" className="chat-ref">{made.requestId}</bdi> }} />
        </p>
        <p className="chat-when">
          <FormattedMessage id={made.payload?.agentsOnline === true ? 'chat_answer_online' : 'chat_offline_message'} />
        </p>
        <p>
          <Link href={REQUESTS_PAGE}>
            <FormattedMessage id="chat_reference_where" />
          </Link>
        </p>
      </div>
    );
  }
  if (record.error) {
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="chat_record_failed" />
        </p>
        <button type="button" className="secondary" onClick={() => record.submit()}>
          <FormattedMessage id="chat_retry" />
        </button>
      </div>
    );
  }
  return (
    <p role="status" aria-busy="true">
      <FormattedMessage id="chat_recording" />
    </p>
  );
}
