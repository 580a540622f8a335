import { useEffect, useSyncExternalStore } from 'react';

/**
 * The flags the app reads, by camel-cased key (small: it ships in the entry chunk; the OpenFeature client that
 * fills it (it imports nothing else of the flag client, so no shared chunk is fetched on the landing route) is loaded after the first interaction, src/integrations/flags/flag-client.ts). Until the client has values, and
 * whenever the flag service cannot be reached, every reader gets the flag's default and nothing is said.
 */
/** A flag value as the app reads it. */
export type FlagValue = boolean | string | number;

/** The value a reader gets: the service's when it has one of the default's type, else the default. */
export function flagValueOr<T extends FlagValue>(values: Readonly<Record<string, FlagValue>>, key: string, fallback: T): T {
  const v = values[key];
  return typeof v === typeof fallback ? (v as T) : fallback;
}

export const FLAG_DEFAULTS = {
  /** Bring your own number (port-in) is offered in the purchase's connection details. */
  portInOffered: true,
  /** The links into the loyalty programme (footer, profile). */
  loyaltyEntryPoints: true,
} as const satisfies Record<string, FlagValue>;

export type AppFlag = keyof typeof FLAG_DEFAULTS;

type ReadListener = (key: string, value: FlagValue) => void;

let values: Readonly<Record<string, FlagValue>> = {};
const listeners = new Set<() => void>();
let readListener: ReadListener | undefined;
/** Reads made before the client loaded, handed to it when it does (bounded). */
const earlyReads: Array<[string, FlagValue]> = [];

/** The client publishes the evaluated flags (an empty record: back to defaults). */
export function publishFlagValues(next: Readonly<Record<string, FlagValue>>): void {
  values = next;
  for (const l of listeners) l();
}

/** The client registers where reads go (evaluation events); reads made earlier are replayed to it. */
export function onFlagRead(listener: ReadListener | undefined): void {
  readListener = listener;
  if (listener) for (const [k, v] of earlyReads.splice(0)) listener(k, v);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current value of one flag, outside React. */
export function flagValue<K extends AppFlag>(key: K): (typeof FLAG_DEFAULTS)[K] {
  return flagValueOr(values, key, FLAG_DEFAULTS[key] as FlagValue) as (typeof FLAG_DEFAULTS)[K];
}

/** Reads one flag; the component re-renders when it changes (live, no reload). Each read value is reported once. */
export function useFlag<K extends AppFlag>(key: K): (typeof FLAG_DEFAULTS)[K] {
  const value = useSyncExternalStore(subscribe, () => flagValue(key), () => FLAG_DEFAULTS[key]);
  useEffect(() => {
    if (readListener) readListener(key, value);
    else if (earlyReads.length < 100) earlyReads.push([key, value]);
  }, [key, value]);
  return value;
}
