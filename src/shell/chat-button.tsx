import { useContext, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiContext } from '../api/api-context';

/**
 * The chat/help button. It opens the support chat widget (issue 12: loaded on the first click, never before,
 * src/integrations/chat/); when the widget cannot run (no key in the webfront settings, the script failed to
 * load) it opens a panel with the widget's offline message instead (SPEC §8), so help is never a dead end.
 */
export function ChatButton() {
  const api = useContext(ApiContext);
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const panel = useId();
  const onClick = async () => {
    if (open) return setOpen(false);
    if (busy) return;
    setBusy(true);
    try {
      const { readySupportWidget } = await import('../integrations/chat/support-chat');
      const ze = api ? await readySupportWidget({ api, language: intl.locale.startsWith('ur') ? 'ur' : 'en', offlineMessage: intl.formatMessage({ id: 'chat_offline_message' }) }) : null;
      if (ze) {
        ze('webWidget', 'show');
        ze('webWidget', 'open');
      } else setOpen(true);
    } catch {
      setOpen(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="chat">
      <button type="button" className="chat-button" aria-expanded={open} aria-controls={panel} aria-busy={busy} onClick={() => void onClick()}>
        {intl.formatMessage({ id: 'chat_button' })}
      </button>
      {open && (
        <div id={panel} className="chat-panel" role="region" aria-labelledby={`${panel}-title`}>
          <h2 id={`${panel}-title`}>{intl.formatMessage({ id: 'chat_title' })}</h2>
          <p>{intl.formatMessage({ id: 'chat_offline_message' })}</p>
        </div>
      )}
    </div>
  );
}
