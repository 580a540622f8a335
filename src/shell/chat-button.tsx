import { createElement, Suspense, useContext, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ApiContext } from '../api/api-context';
import type { StartedChat } from '../integrations/chat/support-chat';
import { ChatReferenceContext } from './chat-reference-slot';

/**
 * The chat/help button. It opens the support chat widget (issue 12: loaded on the first click, never before,
 * src/integrations/chat/); when the widget cannot run (no key in the webfront settings, the script failed to
 * load) it opens a panel with the widget's offline message instead (SPEC §8), so help is never a dead end. The panel
 * closes with Escape or its Close button (focus back on the chat button) and when the page changes: it never stays
 * over the next step. A chat a signed-in customer starts in the widget is kept as one of their requests: the panel
 * opens with its reference and the way to their requests (issue 46, journeys/chat-start.json).
 */
export function ChatButton() {
  const api = useContext(ApiContext);
  const intl = useIntl();
  const [location] = useLocation();
  // The page the panel was opened on: on another page it is closed (it never stays over the next step).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const setOpen = (next: boolean) => setOpenOn(next ? location : null);
  const [busy, setBusy] = useState(false);
  // The chat started last in the widget (signed in), whose reference the panel shows.
  const [started, setStarted] = useState<StartedChat | null>(null);
  // The app's component (a module-level lazy one, never made here): drawn by createElement.
  const chatReference = useContext(ChatReferenceContext);
  // Where the panel opens when the widget says a chat started (the page shown then).
  const here = useRef(location);
  useLayoutEffect(() => {
    here.current = location;
  }, [location]);
  const panel = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // Before the panel is painted (a layout effect): Escape pressed as soon as it shows closes it.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const onClick = async () => {
    if (open) return setOpen(false);
    if (busy) return;
    setBusy(true);
    try {
      const { onSignedInChatStart, readySupportWidget } = await import('../integrations/chat/support-chat');
      const ze = api ? await readySupportWidget({ api, language: intl.locale.startsWith('ur') ? 'ur' : 'en', offlineMessage: intl.formatMessage({ id: 'chat_offline_message' }) }) : null;
      if (ze) {
        onSignedInChatStart(ze, (chat) => {
          setStarted(chat);
          setOpenOn(here.current);
        });
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
      <button ref={button} type="button" className="chat-button" aria-expanded={open} aria-controls={panel} aria-busy={busy} onClick={() => void onClick()}>
        <svg className="chat-icon" aria-hidden="true" width="18" height="18" viewBox="0 0 20 20">
          <path d="M3 3h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H8l-4 3v-3H3a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z" fill="currentColor" />
        </svg>
        {/* On a phone the icon alone keeps the header on one row; the words stay the button's name. */}
        <span className="chat-label">{intl.formatMessage({ id: 'chat_button' })}</span>
      </button>
      {open && (
        <div id={panel} className={started ? 'chat-panel chat-started' : 'chat-panel'} role="region" aria-labelledby={`${panel}-title`}>
          <h2 id={`${panel}-title`}>{intl.formatMessage({ id: 'chat_title' })}</h2>
          {started && chatReference ? (
            <Suspense fallback={<p aria-busy="true">{intl.formatMessage({ id: 'chat_recording' })}</p>}>
              {createElement(chatReference, { key: started.chatKey, chat: started })}
            </Suspense>
          ) : (
            <p>{intl.formatMessage({ id: 'chat_offline_message' })}</p>
          )}
          <button type="button" className="secondary" onClick={close}>
            {intl.formatMessage({ id: 'chat_close' })}
          </button>
        </div>
      )}
    </div>
  );
}
