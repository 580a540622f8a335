import { navigate } from 'wouter/use-browser-location';
import { createApiClient, type ApiClient } from '../api/api-client';
import type { ApiError } from '../api/api-error';
import { reactionFor } from './error-reactions';
import { deviceId } from '../api/device';
import { loadValidator } from '../api/validator-loader';
import type { GetGlobalConfigResult } from '../api/generated/response-types';
import { accessToken, clearSession, setAccessToken, userDetails } from '../auth/session-store';
import { holdJourneyProgress } from '../auth/session-end';
import { keepShownDraft } from '../auth/kept-drafts';
import { clearLocalData } from '../auth/local-data';
import { loadRuntimeConfig } from '../config/runtime-config';
import { loadLocaleKeys } from '../i18n/locale-keys';
import type { Language } from '../i18n/shell-messages';
import { notifications } from '../notifications/notification-store';
import { isWebview } from '../webview/webview-mode';
import { bootstrapOutcome, isBootstrapExempt } from './bootstrap-outcome';
import { saveRateLimitInfo } from './rate-limit-info';
import { prefetch } from '../api/prefetch';
import { isLandingPath } from '../landing/landing-frame';
import { startInTasks, yieldToMain } from '../landing/yield-to-main';
import { localeHash } from '../i18n/locale-cache';

export interface Booted {
  api: ApiClient | undefined;
  globalConfig: GetGlobalConfigResult | undefined;
  /** The language `messages` are in. */
  language: Language;
  messages: Record<string, string>;
  /** The locale-cache hash (language and route modules) `messages` were loaded for; undefined when they failed. */
  messagesHash?: string;
}

const here = () => `${location.pathname}${location.search}`;

/** Carries out the reaction to a failed call (navigation, notification) outside the API client's request hooks. */
function reactToApiError(error: ApiError): void {
  const reaction = reactionFor(error, { webview: isWebview(), currentPath: here() });
  if (reaction.kind === 'end-session') {
    // The journeys' progress waits in memory for the same customer to sign in again (src/auth/session-end.ts).
    holdJourneyProgress(userDetails()?.external_id);
    // So is what the page's form holds, whichever call found the session ended (src/auth/kept-drafts.ts).
    keepShownDraft(location.pathname);
    clearLocalData();
    if (location.pathname !== reaction.to.split('?')[0]) navigate(reaction.to, { replace: true });
  } else if (reaction.kind === 'rate-limited') {
    if (location.pathname !== '/429') saveRateLimitInfo(reaction.from, reaction.message);
    navigate('/429');
  } else if (reaction.kind === 'notify') {
    notifications.notify({ type: 'danger', messageId: reaction.messageId, values: reaction.values });
  }
}

/** Builds the app's API client for a gateway URL. */
export function createAppApi(gatewayUrl: string): ApiClient {
  return createApiClient({
    baseUrl: gatewayUrl,
    session: { token: accessToken, setToken: setAccessToken, clear: clearSession },
    deviceId: () => deviceId(),
    validator: loadValidator,
    onError: reactToApiError,
    beforeCall: yieldToMain,
  });
}

/** A client that reacts to no failure (prefetches: the screen's own call reacts if it has to repeat it). */
function createQuietApi(gatewayUrl: string): ApiClient {
  return createApiClient({
    baseUrl: gatewayUrl,
    // Public calls only, without the customer's token (no refresh, no session change from a prefetch).
    session: { token: () => undefined, setToken: () => undefined, clear: () => undefined },
    deviceId: () => deviceId(),
    validator: loadValidator,
  });
}

/** The calls of the landing screen, with the same inputs the screen passes (so the screen finds them). */
function landingPrefetches(api: ApiClient): (() => Promise<unknown>)[] {
  return [
    () => prefetch(api, 'GET_PRODUCT_VARIANTS', { query: { productType: 'prepaid' } }),
    () => prefetch(api, 'GET_BANNERS', { query: { limit: 10, offset: 0 } }),
  ];
}

let started: { key: string; boot: Promise<Booted> } | undefined;

/**
 * Starts start-up before the app's first render (main.tsx), so its calls do not wait for that render and the
 * first render can already have the route's texts. The app takes it with takeStartedBootstrap.
 */
export function startBootstrap(language: Language, modules: readonly string[]): Promise<Booted> {
  const boot = runBootstrap(language, modules);
  started = { key: localeHash(language, modules), boot };
  return boot;
}

/**
 * The start-up startBootstrap began for this language and these modules, once; undefined otherwise. `outcomePage`:
 * the app is on the page a start-up's own outcome leads to (/429, /maintenance), which its redirect may have reached
 * before the first render: that start-up is the one to take, whatever route it began on. Running it again called a
 * rate-limited gateway a second time.
 */
export function takeStartedBootstrap(language: Language, modules: readonly string[], outcomePage = false): Promise<Booted> | undefined {
  const taken = started;
  started = undefined;
  return taken && (outcomePage || taken.key === localeHash(language, modules)) ? taken.boot : undefined;
}

/**
 * Start-up per SPEC §4: runtime config, then global config, maintenance status and the first route's locale keys
 * in parallel. Rate-limited → /429; maintenance on or any other failure → /maintenance.
 */
export async function runBootstrap(language: Language, modules: readonly string[]): Promise<Booted> {
  let api: ApiClient | undefined;
  let globalConfig: GetGlobalConfigResult | undefined;
  let maintenance: boolean | undefined;
  let messages: Record<string, string> = {};
  let messagesHash: string | undefined;
  let results: PromiseSettledResult<unknown>[];
  try {
    const { gatewayUrl } = await loadRuntimeConfig();
    api = createAppApi(gatewayUrl);
    const client = api;
    // The landing route's plans and banners go out with the start-up calls, not after them (quietly: the
    // start-up outcome alone decides /429 or /maintenance). Each call starts in a task of its own.
    const prefetches = isLandingPath(location.pathname) ? landingPrefetches(createQuietApi(gatewayUrl)) : [];
    const calls = await startInTasks([
      ...prefetches,
      () => client.call('GET_GLOBAL_CONFIG').then((c) => (globalConfig = c)),
      () => client.call('GET_MAINTENANCE_STATUS').then((m) => (maintenance = m.enabled)),
      () =>
        loadLocaleKeys(client, language, modules).then((m) => {
          messages = m;
          messagesHash = localeHash(language, modules);
        }),
    ]);
    results = await Promise.allSettled(calls.slice(prefetches.length));
  } catch (error) {
    results = [{ status: 'rejected', reason: error }];
  }
  const outcome = bootstrapOutcome(results, maintenance);
  if (!isBootstrapExempt(location.pathname)) {
    if (outcome.kind === 'rate-limited') {
      saveRateLimitInfo(here(), outcome.message);
      navigate('/429', { replace: true });
    } else if (outcome.kind === 'maintenance') navigate('/maintenance', { replace: true });
  }
  return { api, globalConfig, language, messages, messagesHash };
}
