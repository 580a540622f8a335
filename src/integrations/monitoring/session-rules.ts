/**
 * The pure rules of browser monitoring (SPEC §9): when a session ends, whether it is chosen for replay,
 * which errors are sent, which buffers are due. No timers, storage or DOM here (unit-tested).
 */
import { MONITORING_CONFIG, type MonitoringConfig } from './monitoring-config';

export interface MonitoringSession {
  id: string;
  startedAt: number;
  lastActiveAt: number;
  /** Chosen for replay (recorded once, when the session starts). */
  replay: boolean;
}

export type HarvestKind = 'vitals' | 'errors' | 'actions' | 'timings' | 'session';

/** Why a stored session cannot go on, or undefined when it can. */
export function sessionEnd(session: MonitoringSession | undefined, now: number, config: Pick<MonitoringConfig, 'sessionMaxMs' | 'sessionInactiveMs'> = MONITORING_CONFIG): 'none' | 'max-duration' | 'inactive' | undefined {
  if (!session) return 'none';
  if (now - session.startedAt >= config.sessionMaxMs) return 'max-duration';
  if (now - session.lastActiveAt >= config.sessionInactiveMs) return 'inactive';
  return undefined;
}

/** A new session; `random` in [0, 1) decides replay (below the sample rate → chosen). */
export function newSession(now: number, random: () => number, id: string, config: Pick<MonitoringConfig, 'replaySampleRate'> = MONITORING_CONFIG): MonitoringSession {
  return { id, startedAt: now, lastActiveAt: now, replay: random() < config.replaySampleRate };
}

/** The session to use now: the stored one when still valid (marked active), else a fresh one. */
export function currentSession(
  stored: MonitoringSession | undefined,
  now: number,
  random: () => number,
  newId: () => string,
  config: Pick<MonitoringConfig, 'sessionMaxMs' | 'sessionInactiveMs' | 'replaySampleRate'> = MONITORING_CONFIG,
): { session: MonitoringSession; started: boolean } {
  if (sessionEnd(stored, now, config) === undefined) return { session: { ...stored!, lastActiveAt: now }, started: false };
  return { session: newSession(now, random, newId(), config), started: true };
}

/** Whether one error is sent (sample rate 1 → every one). */
export function errorSampled(random: () => number, config: Pick<MonitoringConfig, 'errorSampleRate'> = MONITORING_CONFIG): boolean {
  return random() < config.errorSampleRate;
}

/** The buffers due at `now`, given when each cadence last ran. */
export function dueKinds(
  last: { fast: number; slow: number },
  now: number,
  config: Pick<MonitoringConfig, 'harvestMs' | 'actionsHarvestMs'> = MONITORING_CONFIG,
): HarvestKind[] {
  const kinds: HarvestKind[] = [];
  if (now - last.fast >= config.harvestMs) kinds.push('session', 'vitals', 'errors');
  if (now - last.slow >= config.actionsHarvestMs) kinds.push('actions', 'timings');
  return kinds;
}

/** Parses a stored session; anything malformed counts as none. */
export function parseSession(raw: string | null): MonitoringSession | undefined {
  if (!raw) return undefined;
  try {
    const s = JSON.parse(raw) as Partial<MonitoringSession>;
    if (typeof s.id === 'string' && typeof s.startedAt === 'number' && typeof s.lastActiveAt === 'number' && typeof s.replay === 'boolean') return s as MonitoringSession;
  } catch {
    // fall through
  }
  return undefined;
}

/** Text cut to the configured length (labels, messages, stacks). */
export const clip = (text: unknown, max: number = MONITORING_CONFIG.maxTextLength): string => String(text ?? '').slice(0, max);
