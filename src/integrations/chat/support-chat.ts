import type { ApiClient } from '../../api/api-client';
import { userDetails } from '../../auth/session-store';
import { gatewayAsset } from '../../config/runtime-config';
import { CHAT_CONFIG, brandColourOf, chatCustomerOf, supportKeyOf } from './chat-config';
import { applySetup, loadWidgetScript, type ZE } from './chat-loader';

export interface ChatRequest {
  api: Pick<ApiClient, 'call'>;
  language: 'en' | 'ur';
  offlineMessage: string;
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
    const customer = chatCustomerOf(userDetails());
    const brandColour = brandColourOf();
    applySetup(ze, { language, offlineMessage, ...(customer ? { customer } : {}), ...(brandColour ? { brandColour } : {}) });
    return ze;
  } catch (err) {
    console.warn('Support chat: the widget could not be set up.', err);
    return null;
  }
}
