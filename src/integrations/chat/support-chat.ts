import type { ApiClient } from '../../api/api-client';
import { accessToken, setUserDetails, userDetails, type UserDetails } from '../../auth/session-store';
import { gatewayAsset } from '../../config/runtime-config';
import { CHAT_CONFIG, brandColourOf, chatCustomerOf, supportKeyOf } from './chat-config';
import { applySetup, loadWidgetScript, type ZE } from './chat-loader';

export interface ChatRequest {
  api: Pick<ApiClient, 'call'>;
  language: 'en' | 'ur';
  offlineMessage: string;
}

/**
 * The signed-in customer's details as the account has them now (a purchase since sign-in may have given the name:
 * issue 30, the chat form's name was empty), kept for the session; the stored ones if the read fails; none for a visitor.
 */
async function currentUser(api: Pick<ApiClient, 'call'>): Promise<UserDetails | undefined> {
  if (!accessToken()) return undefined;
  try {
    const fresh = (await api.call('GET_USER_DETAILS')) as UserDetails;
    setUserDetails(fresh);
    return fresh;
  } catch {
    return userDetails();
  }
}

/**
 * The widget ready to open: the key from the webfront settings, the script loaded, and set up for the
 * customer signed in now (prefill) and the language shown now. Null when any step fails (the caller shows
 * the offline message instead).
 */
export async function readySupportWidget({ api, language, offlineMessage }: ChatRequest): Promise<ZE | null> {
  try {
    const key = supportKeyOf(await api.call('GET_WEBFRONT_SETTINGS'));
    if (!key) return null;
    const scriptUrl = gatewayAsset(`${CHAT_CONFIG.scriptPath.slice(1)}?key=${encodeURIComponent(key)}`);
    if (!scriptUrl) return null;
    const ze = await loadWidgetScript(scriptUrl, key);
    if (!ze) return null;
    const customer = chatCustomerOf(await currentUser(api));
    const brandColour = brandColourOf();
    applySetup(ze, { language, offlineMessage, ...(customer ? { customer } : {}), ...(brandColour ? { brandColour } : {}) });
    return ze;
  } catch (err) {
    console.warn('Support chat: the widget could not be set up.', err);
    return null;
  }
}

/** A chat the widget says started: its first message (empty when none) and the conversation's one Idempotency-Key. */
export interface StartedChat {
  topic: string;
  chatKey: string;
}

const heard = new WeakSet<ZE>();
/** The chat button that opened the widget last (a header drawn again gives a new one). */
let listener: ((chat: StartedChat) => void) | undefined;

/**
 * Calls `onStart` when a signed-in customer starts a chat in the widget (its 'chat:start' event), once per chat, so
 * the chat is kept as one of their requests (journeys/chat-start.json). A visitor's chat is not kept: they have no
 * requests page (docs/decisions/2026-11-29-chat-requests.md). Listens once per widget however often it is opened.
 */
export function onSignedInChatStart(ze: ZE, onStart: (chat: StartedChat) => void): void {
  listener = onStart;
  if (heard.has(ze)) return;
  heard.add(ze);
  ze('webWidget:on', 'chat:start', (arg: unknown) => {
    if (!accessToken()) return;
    const message = (arg as { message?: unknown } | undefined)?.message;
    listener?.({ topic: typeof message === 'string' ? message.trim() : '', chatKey: `chat-${crypto.randomUUID()}` });
  });
}
