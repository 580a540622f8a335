import { OpenFeature, ProviderEvents, type Client, type EvaluationDetails, type FlagValue as SdkFlagValue } from '@openfeature/web-sdk';
import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
import { fromPromise, type AnyActorRef } from 'xstate';
import { commonBehaviourGroups, compileNormalized, composeBehaviours, createJourneyActor } from '../../../engine';
import { asFlagIdentity, flagIdentityOf, type FlagIdentity } from '../../../engine/behaviours/flag-identity';
import { subscribeSession, userDetails } from '../../auth/session-store';
// Its own machine only: the catalogue (every journey, 8 KiB) would come with the client on every signed-in page. It
// comes normalized from the build (scripts/journey-routes.ts): the normalizer does not ship.
import flagContextJourney, { behaviours as flagContextGroups } from 'virtual:normalized-journey/flag-context';
import { appFlagValues, camelFlagKey, contextKeysOf, deviceKeyOf, flagContextOf, FlagEventBatcher, type FlagContext, type FlagEvaluationEvent, type FlagValue } from './flag-rules';
import { onFlagRead, publishFlagValues } from './flag-store';

/** The OpenFeature domain of the app's flags (the provider is bound to it, not to the global default). */
export const FLAG_DOMAIN = 'selfservice';

export interface FlagClientOptions {
  /** The flag service's OFREP base URL (config.json flagsUrl). */
  flagsUrl: string;
  userAgent?: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/** What the flag machine's two actors do with the flag service (startFlagClient gives the OpenFeature provider's). */
export interface FlagServicePorts {
  connect(identity: FlagIdentity): Promise<void>;
  switchTo(identity: FlagIdentity): Promise<void>;
}

/**
 * The actors of journeys/flag-context.json, by the names the JSON invokes: connect to the flag service for a
 * customer (or a visitor), and re-evaluate for another. Each answers with the identity it now evaluates for.
 */
/** What journeys/flag-context.json gives each actor: its context, whose `target` is the identity to evaluate for. */
interface FlagActorInput {
  context: { target?: unknown };
}

export function createFlagActors(ports: FlagServicePorts) {
  const target = (input: FlagActorInput) => asFlagIdentity(input.context.target);
  return {
    connectFlagService: fromPromise(async ({ input }: { input: FlagActorInput }) => {
      const identity = target(input);
      await ports.connect(identity);
      return { identity };
    }),
    switchFlagContext: fromPromise(async ({ input }: { input: FlagActorInput }) => {
      const identity = target(input);
      await ports.switchTo(identity);
      return { identity };
    }),
  };
}

/**
 * The feature-flag client, loaded after the first interaction (on no route's first screen): OpenFeature's
 * web SDK with the OFREP web provider, driven by journeys/flag-context.json. The provider evaluates every flag in
 * bulk, follows the service's change stream (SSE) and re-evaluates on a change, so a flipped flag reaches an open
 * page without a reload. Flag values go to the small store readers use (flag-store.ts); a read is reported as an
 * evaluation event, batched (SPEC §9). If the service cannot be reached the store stays empty: every reader gets
 * the flag's default, and the customer is told nothing.
 */
export function startFlagClient(options: FlagClientOptions): { actor: AnyActorRef; stop: () => void } {
  const storage = options.storage ?? safeLocalStorage();
  const deviceKey = deviceKeyOf(storage, () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `d-${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9-]/g, ''));
  const userAgent = options.userAgent ?? navigator.userAgent;
  const contextFor = (identity: FlagIdentity): FlagContext => flagContextOf(identity, deviceKey, userAgent);
  let current: FlagContext = contextFor(flagIdentityOf(userDetails()));
  let provider: OFREPWebProvider | undefined;
  const client: Client = OpenFeature.getClient(FLAG_DOMAIN);
  const serverKeys = new Map<string, string>();

  const publish = () => {
    const evaluated = provider?.flagCache ?? {};
    serverKeys.clear();
    for (const key of Object.keys(evaluated)) serverKeys.set(camelFlagKey(key), key);
    publishFlagValues(appFlagValues(evaluated));
  };
  for (const event of [ProviderEvents.Ready, ProviderEvents.ConfigurationChanged, ProviderEvents.ContextChanged]) client.addHandler(event, publish);

  const batcher = new FlagEventBatcher((events) => sendEvents(options.flagsUrl, events));
  const flushOnHide = () => document.visibilityState === 'hidden' && batcher.flush();
  document.addEventListener('visibilitychange', flushOnHide);
  onFlagRead((key, value) => {
    const serverKey = serverKeys.get(key);
    const details = serverKey ? evaluate(client, serverKey, value) : undefined;
    batcher.add({
      kind: 'evaluation',
      key,
      value: (details?.value as FlagValue | undefined) ?? value,
      ...(details?.variant ? { variant: details.variant.slice(0, 100) } : {}),
      reason: (details?.reason ?? 'DEFAULT').slice(0, 50),
      contextKeys: contextKeysOf(current),
      at: Date.now(),
    });
  });

  const compiled = compileNormalized(flagContextJourney, composeBehaviours([...commonBehaviourGroups(), ...flagContextGroups.map((group) => group())]));
  const actor = createJourneyActor(compiled, {
    actors: createFlagActors({
      connect: async (identity) => {
        current = contextFor(identity);
        const fresh = new OFREPWebProvider({ baseUrl: options.flagsUrl, cacheMode: 'disabled', pollInterval: 0 });
        provider = fresh;
        try {
          await OpenFeature.setProviderAndWait(FLAG_DOMAIN, fresh, current);
        } catch (error) {
          publishFlagValues({});
          throw error;
        }
        publish();
      },
      switchTo: async (identity) => {
        current = contextFor(identity);
        // The provider reports a failed re-evaluation as an error event, not a rejection.
        let failed = false;
        const onError = () => {
          failed = true;
        };
        client.addHandler(ProviderEvents.Error, onError);
        try {
          await OpenFeature.setContext(FLAG_DOMAIN, current);
        } finally {
          client.removeHandler(ProviderEvents.Error, onError);
        }
        if (failed) throw new Error('flag service unreachable');
        publish();
      },
    }),
    input: { target: flagIdentityOf(userDetails()) },
  });
  // The change stream given up (after the provider's grace period): reconnect on the machine's back-off.
  const onLost = () => actor.send({ type: 'FLAG_SERVICE_LOST' });
  client.addHandler(ProviderEvents.Error, onLost);
  const unsubscribe = subscribeSession(() => actor.send({ type: 'FLAG_IDENTITY', identity: flagIdentityOf(userDetails()) }));
  actor.start();
  return {
    actor,
    stop: () => {
      unsubscribe();
      client.removeHandler(ProviderEvents.Error, onLost);
      document.removeEventListener('visibilitychange', flushOnHide);
      onFlagRead(undefined);
      batcher.flush();
      actor.send({ type: 'STOP_FLAGS' });
      void OpenFeature.clearProviders();
    },
  };
}

function evaluate(client: Client, key: string, fallback: FlagValue): EvaluationDetails<SdkFlagValue> {
  if (typeof fallback === 'boolean') return client.getBooleanDetails(key, fallback);
  if (typeof fallback === 'number') return client.getNumberDetails(key, fallback);
  return client.getStringDetails(key, fallback);
}

/** Sends one batch; a failure is dropped quietly (events are best effort, the customer is never told). */
function sendEvents(flagsUrl: string, events: FlagEvaluationEvent[]): void {
  void fetch(`${flagsUrl}/flags/v1/evaluation-events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ events }),
    keepalive: true,
  }).catch(() => undefined);
}

function safeLocalStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}
