/**
 * Loads the support widget's script once, lazily (the header's chat button or the /zendesk page asks), and
 * sets it up. A missing key, a script that fails to load or never defines zE → null: the app works on and
 * shows the offline message itself.
 */
import { CHAT_CONFIG, widgetSetup, type WidgetCommand } from './chat-config';

export type ZE = (...args: unknown[]) => void;
declare global {
  interface Window {
    zE?: ZE;
  }
}

const LOAD_TIMEOUT_MS = 10_000;
let loading: { key: string; promise: Promise<ZE | null> } | undefined;

/** Injects the widget script at `scriptUrl` for `key` (once per key); resolves with zE, or null on failure. */
export function loadWidgetScript(scriptUrl: string, key: string): Promise<ZE | null> {
  if (loading?.key === key) return loading.promise;
  const promise = new Promise<ZE | null>((resolve) => {
    const script = document.createElement('script');
    script.id = CHAT_CONFIG.scriptId;
    script.async = true;
    script.src = scriptUrl;
    const timer = setTimeout(() => resolve(null), LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      const ze = typeof window.zE === 'function' ? window.zE : null;
      // Closing the chat hides the widget again (it stays hidden until the chat button opens it).
      ze?.('webWidget:on', 'close', () => ze('webWidget', 'hide'));
      resolve(ze);
    };
    script.onerror = () => {
      clearTimeout(timer);
      console.warn('Support chat: the widget script did not load; the offline message is shown instead.');
      resolve(null);
    };
    document.head.append(script);
  });
  // A failed load may be retried on the next click.
  loading = { key, promise };
  void promise.then((ze) => {
    if (!ze && loading?.promise === promise) loading = undefined;
  });
  return promise;
}

/** Sends the setup commands (hidden, offset, transcript off, offline message, language, prefill). */
export function applySetup(ze: ZE, input: Parameters<typeof widgetSetup>[0]): WidgetCommand[] {
  const commands = widgetSetup(input);
  for (const command of commands) ze(...command);
  return commands;
}
