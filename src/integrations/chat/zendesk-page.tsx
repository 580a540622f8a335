import { useContext, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiContext } from '../../api/api-context';
import { ScreenMessages } from '../../i18n/screen-messages';
import { CHAT_CONFIG } from './chat-config';
import { chatPageMessages } from './messages';
import { readySupportWidget } from './support-chat';
import './chat.css';
import { MessageText } from '../../ui/message-text';

type Status = 'loading' | 'shown' | 'unavailable';

function FullPageChat() {
  const api = useContext(ApiContext);
  const intl = useIntl();
  const language = intl.locale.startsWith('ur') ? 'ur' : 'en';
  const offlineMessage = intl.formatMessage({ id: 'chat_offline_message' });
  const [status, setStatus] = useState<Status>('loading');
  useEffect(() => {
    let live = true;
    if (!api) return;
    void readySupportWidget({ api, language, offlineMessage }).then((ze) => {
      if (!live) return;
      if (!ze) return setStatus('unavailable');
      // Full page for the app's webview: the widget draws into the container below instead of floating.
      ze('messenger:render', 'embedded');
      setStatus('shown');
    });
    return () => {
      live = false;
    };
  }, [api, language, offlineMessage]);
  return (
    <div className="stack support-chat-page">
      <h1 className="page-title">
        <FormattedMessage id="zendesk_title" />
      </h1>
      <MessageText id="zendesk_lead" className="lead" />
      {status === 'unavailable' ? (
        <div className="alert alert-info" role="status">
          <MessageText id="chat_offline_message" />
        </div>
      ) : (
        <div id={CHAT_CONFIG.embedContainerId} className="support-chat-embed" aria-busy={status === 'loading'}>
          {status === 'loading' && (
            <div className="skeleton support-chat-skeleton" role="status">
              <span className="visually-hidden">
                <FormattedMessage id="zendesk_loading" />
              </span>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** /zendesk: the support chat full-page, for the operator's app webview (SPEC §2, issue 12). */
export default function ZendeskPage() {
  return (
    <ScreenMessages messages={chatPageMessages}>
      <FullPageChat />
    </ScreenMessages>
  );
}
