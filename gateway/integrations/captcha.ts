/**
 * The self-hosted captcha of the order-list call (issue 12 part 4): ALTCHA proof of work with altcha-lib.
 * The gateway hands out a signed challenge; MANAGE_ORDER verifies the widget's payload (signature, solution,
 * expiry) and remembers each solved challenge until it expires, so a token works once. The signing secrets
 * are made per process: a restart invalidates every open challenge instead of keeping a used-id list on disk.
 */
import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { verify } from 'altcha-lib/frameworks/shared';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { GatewayError } from '../http/gateway-error';
import type { StoreSize } from '../http/bounded-log';
import { DEFAULT_LIMITS, ENTRY_OVERHEAD_BYTES, stringBytes } from '../http/limits';

/** All captcha constants in one place. */
export const CAPTCHA_CONFIG = {
  algorithm: 'SHA-256',
  /** Hash rounds per counter: together with the counter range this is the work a browser does (well under a second). */
  cost: 20,
  counterMin: 500,
  counterMax: 3000,
  /** A challenge must be solved and used within this time. */
  ttlSeconds: 300,
  /** Most remembered (used) challenge ids; the oldest are forgotten first, and they expire anyway. */
  maxRemembered: 100_000,
} as const;

export const CAPTCHA_REFUSED = 'CAPTCHA_REFUSED';

/**
 * Used challenge ids with their expiry (seconds): a solved challenge is accepted once. Bounded in bytes (and in
 * count): the expired are forgotten first, then the oldest, which could then be replayed until it expires. Reaching
 * the bound takes that many solved proofs of work inside one challenge lifetime (gateway/http/limits.ts).
 */
export class UsedChallenges {
  /** In the order they were used, so the oldest (and the first to expire) come first. */
  private readonly used = new Map<string, number>();
  private bytes = 0;
  constructor(
    private readonly nowSeconds: () => number,
    private readonly max: number = CAPTCHA_CONFIG.maxRemembered,
    private readonly boundBytes: number = DEFAULT_LIMITS.captchaReplayBytes,
  ) {}

  /** Marks an id used; false when it already was (a replay). */
  setIfAbsent(id: string): boolean {
    const now = this.nowSeconds();
    const incoming = idBytes(id);
    for (const [key, until] of this.used) {
      if (until > now && this.used.size < this.max && this.bytes + incoming <= this.boundBytes) break;
      this.used.delete(key);
      this.bytes -= idBytes(key);
    }
    if (this.used.has(id)) return false;
    this.used.set(id, now + CAPTCHA_CONFIG.ttlSeconds);
    this.bytes += incoming;
    return true;
  }

  size(): StoreSize {
    return { entries: this.used.size, bytes: this.bytes, boundBytes: this.boundBytes };
  }
}

const idBytes = (id: string) => stringBytes(id) + ENTRY_OVERHEAD_BYTES;

export interface CaptchaService {
  challenge(): Promise<Challenge>;
  /** The replay set's size (GET /dev/memory). */
  usedSize(): StoreSize;
  /** Resolves when the token is a fresh, correctly solved challenge of this gateway; throws a 400 otherwise. */
  check(token: unknown): Promise<void>;
}

export function createCaptchaService(nowMs: () => number = Date.now): CaptchaService {
  const hmacSignatureSecret = randomBytes(32).toString('hex');
  const hmacKeySignatureSecret = randomBytes(32).toString('hex');
  const used = new UsedChallenges(() => Math.floor(nowMs() / 1000));
  const store = { get: () => false, set: () => undefined, setIfAbsent: (id: string) => used.setIfAbsent(id) };
  return {
    usedSize: () => used.size(),
    challenge: () =>
      createChallenge({
        algorithm: CAPTCHA_CONFIG.algorithm,
        cost: CAPTCHA_CONFIG.cost,
        counter: randomInt(CAPTCHA_CONFIG.counterMin, CAPTCHA_CONFIG.counterMax),
        deriveKey,
        expiresAt: Math.floor(nowMs() / 1000) + CAPTCHA_CONFIG.ttlSeconds,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async check(token) {
      if (typeof token !== 'string' || token.length === 0) throw refused('body.captchaToken: is missing');
      let result: Awaited<ReturnType<typeof verify>>;
      try {
        result = await verify(token, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, store);
      } catch {
        throw refused('body.captchaToken: is not a valid captcha answer');
      }
      if (result.error === null) return;
      if (/already used/i.test(result.error)) throw refused('body.captchaToken: was already used; solve a new challenge');
      if (result.verification && 'expired' in result.verification && result.verification.expired) throw refused('body.captchaToken: the challenge has expired');
      throw refused('body.captchaToken: is not a valid captcha answer');
    },
  };
}

const refused = (description: string) => new GatewayError(400, CAPTCHA_REFUSED, description);

/** The process-wide service the order handler checks against (one gateway per process in production). */
let shared: CaptchaService | undefined;
export const captchaService = (): CaptchaService => (shared ??= createCaptchaService());

/** GET /integrations/captcha/challenge: a new signed challenge for the altcha widget (never cached). */
export function captchaRoutes() {
  return (app: FastifyInstance): void => {
    app.get('/integrations/captcha/challenge', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return captchaService().challenge();
    });
  };
}
