/**
 * Issue 41 part 4: one-time codes are counted per destination (number or address, normalised) and purpose, across
 * requests and routes, in the database (gateway/auth/code-limits.ts). A flood through any sending route sends at most
 * 5 codes; thirty wrong codes across ten requests lock the destination, the right code included, until the window
 * passes; twenty parallel sign-ups for one email open one request (scripts/gateway-pg-test.sh runs this on PostgreSQL).
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, latestCode, responseErrors, startTestGateway, type Json, type TestGateway } from './harness';
import { device, freshEmail, signUp, wrong } from './auth-flow';
import { CODE_LIMITS, normaliseDestination } from '../../gateway/auth/code-limits';
import type { EndpointName } from '../../schemas/endpoints';

const [failures15, requests15] = [CODE_LIMITS[0]!, CODE_LIMITS[1]!];
const FLOOD = 310;

let gw: TestGateway;
let offset = 0;
beforeAll(async () => {
  // The per-client rate would cut a flood at 300 a minute: these tests are about the codes, not the rate.
  gw = await startTestGateway({ limits: { rateLimit: 1_000_000 }, tokenTtlSeconds: 86_400 });
});
afterAll(() => gw.close());

const gatewayNow = () => Date.now() + offset;
const advance = async (ms: number) => {
  offset += ms;
  await dev(gw, '/dev/clock', { advanceMs: ms });
};
const freshNumber = () => `923${String(randomInt(0, 1e9)).padStart(9, '0')}`;
/** The same phone as `number` (923…) written the ways a customer types it. */
const spellings = (number: string) => [number, `0${number.slice(2)}`, number.slice(2)];
const outboxCount = async (recipients: string[]): Promise<number> => {
  let n = 0;
  for (const r of recipients) {
    const res = (await (await gw.fetch(`/dev/outbox?recipient=${encodeURIComponent(r)}`)).json()) as { result: Array<{ code: string | null }> };
    n += res.result.filter((m) => m.code !== null).length;
  }
  return n;
};
/** Runs `n` calls, ten side by side at a time. */
async function batches<T>(n: number, f: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += 10) out.push(...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, (_, j) => f(i + j)))));
  return out;
}
const isLock = (r: { status: number; body: Json }) => typeof r.body?.retryAt === 'number' && (r.body.code === 'TOO_MANY_CODES' ? r.status === 429 : r.body.code === 422005);

/** A sending route: what it sends to, and one request (i: the attempt's number, to vary how a number is written). */
interface Sender {
  name: string;
  route: EndpointName;
  /** Sets up the destinations; returns, for each, the recipients the outbox lists it under; and one send. */
  setup(): Promise<{ recipients: string[][]; send(i: number): Promise<{ status: number; body: Json }> }>;
}

const guestGenerate = (email: string, phone?: string) =>
  gw.call('OTT_GENERATE', { body: { ottType: 'VERIFY_GUEST_USER' }, headers: { 'x-guest-email': email, ...(phone ? { 'x-guest-contact-number': phone } : {}) } });

const senders: Sender[] = [
  {
    name: 'sign-in',
    route: 'SIGNIN',
    setup: async () => {
      const { email } = await signUp(gw);
      return { recipients: [[email]], send: () => gw.call('SIGNIN', { body: { identifier: email, channel: 'web' } }) };
    },
  },
  {
    // One sign-up is pending at a time: the flood resends it, and opens a new one each time its code expires.
    name: 'sign-up (requests, resends, and new requests once a code expires)',
    route: 'SIGNUP',
    setup: async () => {
      const email = freshEmail('flood');
      let last: string | undefined;
      return {
        recipients: [[email]],
        send: async () => {
          const res = await gw.call('SIGNUP', { body: { email, channel: 'web' } });
          if (res.status === 200) last = res.body.result.requestId;
          if (res.body?.code !== 422019 || !last) return res;
          const resent = await gw.call('SIGNIN_RESEND', { body: { requestId: last } });
          if (resent.body?.code === 422006) await advance(121_000);
          return resent;
        },
      };
    },
  },
  {
    name: 'sign-up phone',
    route: 'SIGNUP_GENERATE_OTP',
    setup: async () => {
      const { token } = await signUp(gw);
      const number = freshNumber();
      return { recipients: [spellings(number)], send: (i) => gw.call('SIGNUP_GENERATE_OTP', { token, body: { contactNumber: spellings(number)[i % 3]! } }) };
    },
  },
  {
    name: 'guest verification (email and SMS)',
    route: 'OTT_GENERATE',
    setup: async () => {
      const email = freshEmail('guest');
      const number = freshNumber();
      return { recipients: [[email], spellings(number)], send: (i) => guestGenerate(i % 2 ? email.toUpperCase() : email, spellings(number)[i % 3]) };
    },
  },
  {
    name: 'guest verification, a new email each time to one number',
    route: 'OTT_GENERATE',
    setup: async () => {
      const number = freshNumber();
      return { recipients: [spellings(number)], send: (i) => guestGenerate(freshEmail(`g${i}`), spellings(number)[i % 3]) };
    },
  },
  {
    name: 'port-in eligibility',
    route: 'CHECK_MNP_ELIGIBILITY',
    setup: async () => {
      const number = freshNumber();
      return { recipients: [spellings(number)], send: (i) => gw.call('CHECK_MNP_ELIGIBILITY', { body: { currentNumber: spellings(number)[i % 3]!, donorTelco: 'jazz' } }) };
    },
  },
  {
    name: 'email change (to an address that is not the caller’s)',
    route: 'REQUEST_EMAIL_CHANGE',
    setup: async () => {
      const { token } = await signUp(gw);
      const victim = freshEmail('victim');
      return { recipients: [[victim]], send: () => gw.call('REQUEST_EMAIL_CHANGE', { token, body: { email: victim } }) };
    },
  },
  {
    name: 'card update',
    route: 'REQUEST_UPDATE_CARD_OTP',
    setup: async () => {
      const { token, email } = await signUp(gw);
      return { recipients: [[email]], send: () => gw.call('REQUEST_UPDATE_CARD_OTP', { token }) };
    },
  },
];

// Each test here sends hundreds of requests to the gateway (a flood, or window after window): at load 11-17 they passed
// the default 20 s, so they get a minute.
describe('codes sent per destination', { timeout: 60_000 }, () => {
  it('normalises a number written any way, and an address in any case', () => {
    expect(new Set(['923001234567', '03001234567', '3001234567', '+92 300 1234567', '00923001234567'].map(normaliseDestination))).toEqual(new Set(['923001234567']));
    expect(normaliseDestination(' Someone@Example.PK ')).toBe('someone@example.pk');
  });

  it.each(senders)(`$name: ${FLOOD} requests send at most ${requests15.limit} codes, then 429 TOO_MANY_CODES with retryAt`, async ({ route, setup }) => {
    const { recipients, send } = await setup();
    const before = gatewayNow();
    const sent = await Promise.all(recipients.map(outboxCount));
    const answers = await batches(FLOOD, send);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    for (const [i, destination] of recipients.entries()) expect((await outboxCount(destination)) - sent[i]!).toBeLessThanOrEqual(requests15.limit);
    const refused = answers.filter(isLock);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.body.retryAt).toBeGreaterThan(before);
      expect(r.body.retryAt).toBeLessThanOrEqual(gatewayNow() + requests15.windowMs);
      expect(responseErrors(route, r.status, r.body)).toEqual([]);
    }
  });

  it(`allows ${CODE_LIMITS[3]!.limit} codes a day to one number, window after window`, async () => {
    const number = freshNumber();
    const send = () => gw.call('CHECK_MNP_ELIGIBILITY', { body: { currentNumber: number, donorTelco: 'zong' } });
    for (let window = 0; window < 5; window++) {
      await batches(10, send);
      await advance(requests15.windowMs);
    }
    expect(await outboxCount([number])).toBe(CODE_LIMITS[3]!.limit);
  });

  it('answers an address with an account and one without the same way', async () => {
    const { email } = await signUp(gw);
    const nobody = freshEmail('nobody');
    const shape = async (identifier: string) => {
      const answers = await batches(8, () => gw.call('SIGNIN', { body: { identifier, channel: 'web' } }));
      return answers.map((a) => `${a.status} ${a.body.code ?? 'ok'} ${Object.keys(a.body).sort().join()}`).sort();
    };
    expect(await shape(nobody)).toEqual(await shape(email));
    const signupShape = async (address: string) => {
      const first = await gw.call('SIGNUP', { body: { email: address, channel: 'web' } });
      return [first.status, Object.keys(first.body.result ?? first.body).sort().join()];
    };
    expect(await signupShape(email)).toEqual(await signupShape(freshEmail('new')));
  });
});

/** A purpose whose codes are checked: how to open a request (its right code from the outbox) and check a code. */
interface Checker {
  name: string;
  /** Sign-up keeps one pending request per email, so it has no request kept aside. */
  onePending?: boolean;
  setup(): Promise<{
    open(): Promise<{ status: number; body: Json; requestId?: string; code?: string }>;
    check(requestId: string, code: string): Promise<{ status: number; body: Json }>;
  }>;
}

const opened = async (res: { status: number; body: Json }, recipient: string) =>
  res.status === 200 ? { ...res, requestId: res.body.result.requestId as string, code: await latestCode(gw, recipient) } : res;

const checkers: Checker[] = [
  {
    name: 'sign-in',
    setup: async () => {
      const { email } = await signUp(gw);
      return {
        open: async () => opened(await gw.call('SIGNIN', { body: { identifier: email, channel: 'web' } }), email),
        check: (requestId, otpCode) => gw.call('VALIDATE_OTP_SIGNIN', { body: { device, requestId, otpCode } }),
      };
    },
  },
  {
    name: 'sign-up',
    onePending: true,
    setup: async () => {
      const email = freshEmail('guess');
      return {
        open: async () => opened(await gw.call('SIGNUP', { body: { email, channel: 'web' } }), email),
        check: (requestId, otpCode) => gw.call('VALIDATE_OTP_SIGNUP', { body: { device, requestId, otpCode } }),
      };
    },
  },
  {
    name: 'sign-up phone',
    setup: async () => {
      const { token } = await signUp(gw);
      const number = freshNumber();
      let i = 0;
      return {
        open: async () => {
          const contactNumber = spellings(number)[i++ % 3]!;
          return opened(await gw.call('SIGNUP_GENERATE_OTP', { token, body: { contactNumber } }), contactNumber);
        },
        check: (requestId, otpCode) => gw.call('SIGNUP_VALIDATE_OTP', { token, body: { requestId, otpCode } }),
      };
    },
  },
  {
    name: 'guest verification',
    setup: async () => {
      const email = freshEmail('guest');
      return {
        open: async () => opened(await guestGenerate(email), email),
        check: (requestId, ott) => gw.call('GUEST_VALIDATE', { body: { requestId, ott } }),
      };
    },
  },
  {
    name: 'port-in',
    setup: async () => {
      const number = freshNumber();
      return {
        open: async () => opened(await gw.call('CHECK_MNP_ELIGIBILITY', { body: { currentNumber: number, donorTelco: 'ufone' } }), number),
        check: (requestId, otpCode) => gw.call('VALIDATE_PORTIN_OTP', { body: { requestId, otpCode } }),
      };
    },
  },
  {
    name: 'email change',
    setup: async () => {
      const { token } = await signUp(gw);
      const email = freshEmail('new-address');
      return {
        open: async () => opened(await gw.call('REQUEST_EMAIL_CHANGE', { token, body: { email } }), email),
        check: (requestId, otpCode) => gw.call('VERIFY_EMAIL_CHANGE', { token, body: { requestId, otpCode } }),
      };
    },
  },
  {
    name: 'card update',
    setup: async () => {
      const { token, email } = await signUp(gw);
      return {
        open: async () => opened(await gw.call('REQUEST_UPDATE_CARD_OTP', { token }), email),
        check: (requestId, otpCode) => gw.call('VERIFY_UPDATE_CARD_OTP', { token, body: { requestId, otpCode } }),
      };
    },
  },
];

describe('wrong codes per destination', () => {
  it.each(checkers)('$name: 30 wrong codes across 10 requests lock the destination; the right code fails until the window passes', async ({ onePending, setup }) => {
    const { open, check } = await setup();
    // A request kept aside, never guessed at: its right code must stop working too.
    const kept = onePending ? undefined : await open();
    // Ten requests opened first (those the gateway refuses are opened again when their turn comes: sign-up opens
    // one only once the pending one is blocked), then three wrong codes on each.
    const requests = [];
    for (let i = 0; i < 10; i++) requests.push(await open());
    const guesses: Array<{ status: number; body: Json }> = [];
    for (let round = 0; round < 10; round++) {
      const req = requests[round]!.requestId ? requests[round]! : await open();
      if (!req.requestId) continue;
      for (let g = 0; g < 3; g++) guesses.push(await check(req.requestId, wrong(req.code!)));
    }
    expect(guesses.filter((g) => g.status >= 500)).toEqual([]);
    // At most five wrong codes were taken; from the fifth on every answer is the lock.
    expect(guesses.filter((g) => !isLock(g)).length).toBeLessThan(failures15.limit);
    expect(guesses.filter(isLock).length).toBeGreaterThan(0);

    // The right code fails: the kept request's, or a new request's (which is itself refused while locked).
    let lock: { status: number; body: Json };
    if (kept?.requestId) {
      lock = await check(kept.requestId, kept.code!);
    } else {
      const next = await open();
      lock = next.requestId ? await check(next.requestId, next.code!) : next;
    }
    expect(isLock(lock)).toBe(true);
    const retryAt = lock.body.retryAt as number;
    expect(retryAt).toBeLessThanOrEqual(gatewayNow() + failures15.windowMs);

    // Until the window passes nothing new is sent; then a new request's right code works.
    await advance(retryAt - gatewayNow() - 5_000);
    expect(isLock(await open())).toBe(true);
    await advance(10_000);
    const fresh = await open();
    expect(fresh.status).toBe(200);
    expect((await check(fresh.requestId!, fresh.code!)).status).toBe(200);
  });
});

describe('one pending sign-up per email', () => {
  it('20 parallel sign-ups for one email open one request', async () => {
    const email = freshEmail('parallel');
    const answers = await Promise.all(Array.from({ length: 20 }, () => gw.call('SIGNUP', { body: { email, channel: 'web' } })));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.code).toBe(422019);
    expect(await outboxCount([email])).toBe(1);
  });
});
