/**
 * Every size and rate bound of the gateway in one place (DESIGN "gateway/": every in-memory store bounded in bytes,
 * every body size-limited, every unauthenticated endpoint rate-limited). The reasons for each number are in
 * docs/decisions/2026-11-25-gateway-memory-bounds.md; change them there too.
 */

const KiB = 1024;
const MiB = 1024 * KiB;

/** SPEC §9: max image 5 MB, taken as 5 MiB exactly. */
export const MAX_UPLOAD_BYTES = 5_242_880;

/** Three images plus the kycData part and multipart framing. */
export const MAX_UPLOAD_REQUEST_BYTES = 3 * MAX_UPLOAD_BYTES + 64 * KiB;

/** Request bodies, by route. Fastify answers a larger one 413 (from Content-Length, before reading it, when sent). */
export const BODY_LIMITS = {
  /** Every operator API call (JSON) and any route without its own limit. */
  default: 64 * KiB,
  /** A browser-monitoring harvest: browsers queue at most 64 KiB of sendBeacon data, so no real harvest is larger. */
  monitoringHarvest: 64 * KiB,
  /** The support widget's recorded calls: at most 100 small calls a beacon (a few KiB in practice). */
  supportCalls: 32 * KiB,
  /** An OFREP bulk evaluation: one evaluation context (a targeting key and a few attributes). */
  ofrepEvaluation: 8 * KiB,
  /** A batch of at most 100 flag evaluation events of a few hundred bytes each. */
  flagEvents: 32 * KiB,
} as const;

/** The bounds a gateway runs with; GatewayOptions.limits overrides any of them (tests set them low). */
export interface GatewayLimits {
  /**
   * Requests one client (by IP) may make to one route in one window; over it the answer is 429 with Retry-After. The
   * windows are rows in the database (gateway/http/rate-limiter.ts), not memory.
   */
  rateLimit: number;
  rateWindowMs: number;
  /**
   * Recharges of any Sitara number one client (by IP) may start in one window, found or not (issue 44 part 6): each
   * answer says whether a number is a Sitara line, so a client may not sweep numbers at the routes' rate.
   */
  publicRechargeLimit: number;
  /** Bytes of stored harvests the monitoring collector keeps (oldest forgotten first). */
  monitoringStoreBytes: number;
  /** Bytes of recorded support-widget calls kept. */
  supportStoreBytes: number;
  /** Bytes of received OFREP evaluation contexts kept (for tests watching identity switches). */
  flagContextsStoreBytes: number;
  /** Bytes of received flag evaluation events kept. */
  flagEventsStoreBytes: number;
  /** Open OFREP change streams (SSE); over it the oldest stream is closed (EventSource reconnects). */
  flagStreams: number;
}

export const DEFAULT_LIMITS: Readonly<GatewayLimits> = {
  rateLimit: 300,
  rateWindowMs: 60_000,
  publicRechargeLimit: 10,
  monitoringStoreBytes: 8 * MiB,
  supportStoreBytes: 2 * MiB,
  flagContextsStoreBytes: 2 * MiB,
  flagEventsStoreBytes: 2 * MiB,
  flagStreams: 200,
};

/**
 * What one open SSE stream costs, taken for the memory total: a socket with Node's buffers, the reply and a timer.
 * An estimate, not a measurement of each stream (see the decision record).
 */
export const FLAG_STREAM_ESTIMATE_BYTES = 64 * KiB;

/**
 * Fixed cost counted for every stored entry besides its own bytes (the object holding it, its place in the list or
 * map, the string header): keeps a flood of tiny entries bounded too.
 */
export const ENTRY_OVERHEAD_BYTES = 96;

/** Bytes a string holds in V8 at most: two per UTF-16 code unit (one-byte strings take half; counted as the worst). */
export const stringBytes = (s: string): number => 2 * s.length;

/** The memory all the bounded stores add up to at most, with `limits` in force. */
export function totalStoreBound(limits: GatewayLimits): number {
  return (
    limits.monitoringStoreBytes +
    limits.supportStoreBytes +
    limits.flagContextsStoreBytes +
    limits.flagEventsStoreBytes +
    limits.flagStreams * FLAG_STREAM_ESTIMATE_BYTES
  );
}
