import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * The chat/help button. The support widget needs a key from config that the sandbox does not provide (SPEC §8:
 * a missing key is only logged), so the button opens the widget's offline message.
 */
export function ChatButton() {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="chat">
      <button type="button" className="chat-button" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        <FormattedMessage id="chat_button" />
      </button>
      {open && (
        <div id={panel} className="chat-panel" role="region" aria-labelledby={`${panel}-title`}>
          <h2 id={`${panel}-title`}>
            <FormattedMessage id="chat_title" />
          </h2>
          <p>
            <FormattedMessage id="chat_offline_message" />
          </p>
        </div>
      )}
    </div>
  );
}
