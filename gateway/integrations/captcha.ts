/**
 * The self-hosted captcha of the order-list call (issue 12 part 4): ALTCHA proof of work with altcha-lib.
 * The gateway hands out a signed challenge; MANAGE_ORDER verifies the widget's payload (signature, solution,
 * expiry) and remembers each solved challenge until it expires, so a token works once. The signing secrets and the
 * used challenge ids live in the database (issue 41 part 5): every gateway process on one database signs and checks
 * alike, a token used on one is refused on all, and a restart keeps both.
 */
import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { verify } from 'altcha-lib/frameworks/shared';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { GatewayError } from '../http/gateway-error';

/** All captcha constants in one place. */
export const CAPTCHA_CONFIG = {
  algorithm: 'SHA-256',
  /** Hash rounds per counter: together with the counter range this is the work a browser does (well under a second). */
  cost: 20,
  counterMin: 500,
  counterMax: 3000,
  /** A challenge must be solved and used within this time. */
  ttlSeconds: 300,
} as const;

export const CAPTCHA_REFUSED = 'CAPTCHA_REFUSED';

/**
 * Marks a solved challenge id used until `expiresAt` (epoch seconds); false when it already was (a replay). One
 * insert that a unique key decides, so two processes checking the same token at once accept it once. Ids whose
 * challenge has expired are deleted as it goes (a few at a time, never waiting on another request's rows).
 */
export async function markChallengeUsed(q: Queryable, id: string, expiresAt: number, nowSeconds: number): Promise<boolean> {
  await q.query('DELETE FROM captcha_used WHERE id IN (SELECT id FROM captcha_used WHERE expires_at <= $1 LIMIT 50 FOR UPDATE SKIP LOCKED)', [nowSeconds]);
  const { rows } = await q.query('INSERT INTO captcha_used (id, expires_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [id, expiresAt]);
  return rows.length === 1;
}

/** The database's signing secret of `name`, made by the first process that asks (the others read the same one). */
async function sharedSecret(q: Queryable, name: string): Promise<string> {
  await q.query('INSERT INTO gateway_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32).toString('hex')]);
  const { rows } = await q.query<{ value: string }>('SELECT value FROM gateway_secrets WHERE name = $1', [name]);
  return rows[0]!.value;
}

export interface CaptchaService {
  challenge(): Promise<Challenge>;
  /** Resolves when the token is a fresh, correctly solved challenge of this gateway; throws a 400 otherwise. */
  check(token: unknown): Promise<void>;
}

export function createCaptchaService(db: Database, nowMs: () => number = Date.now): CaptchaService {
  let secrets: Promise<{ signature: string; keySignature: string }> | undefined;
  const loadSecrets = () =>
    (secrets ??= (async () => ({ signature: await sharedSecret(db, 'captcha-hmac'), keySignature: await sharedSecret(db, 'captcha-hmac-key') }))().catch((err: unknown) => {
      secrets = undefined;
      throw err;
    }));
  const nowSeconds = () => Math.floor(nowMs() / 1000);
  const store = { get: () => false, set: () => undefined, setIfAbsent: (id: string) => markChallengeUsed(db, id, nowSeconds() + CAPTCHA_CONFIG.ttlSeconds, nowSeconds()) };
  return {
    async challenge() {
      const { signature, keySignature } = await loadSecrets();
      return createChallenge({
        algorithm: CAPTCHA_CONFIG.algorithm,
        cost: CAPTCHA_CONFIG.cost,
        counter: randomInt(CAPTCHA_CONFIG.counterMin, CAPTCHA_CONFIG.counterMax),
        deriveKey,
        expiresAt: nowSeconds() + CAPTCHA_CONFIG.ttlSeconds,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
    },
    async check(token) {
      if (typeof token !== 'string' || token.length === 0) throw refused('body.captchaToken: is missing');
      const { signature, keySignature } = await loadSecrets();
      let result: Awaited<ReturnType<typeof verify>>;
      try {
        result = await verify(token, deriveKey, signature, keySignature, store);
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

/** One service per database (a gateway's), which the order handler and the challenge route share. */
const services = new WeakMap<Database, CaptchaService>();
export function captchaService(db: Database): CaptchaService {
  let service = services.get(db);
  if (!service) services.set(db, (service = createCaptchaService(db)));
  return service;
}

/** GET /integrations/captcha/challenge: a new signed challenge for the altcha widget (never cached). */
export function captchaRoutes(db: Database) {
  return (app: FastifyInstance): void => {
    app.get('/integrations/captcha/challenge', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return captchaService(db).challenge();
    });
  };
}
