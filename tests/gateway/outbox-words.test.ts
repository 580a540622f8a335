/**
 * Issue 46: a code's email or SMS says what it is for in the customer's words, in the language of the request that
 * asked for it (gateway/seed/outbox-words.ts), never the gateway's purpose ("signin code", "guest verification code").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { OUTBOX_WORDS } from '../../gateway/seed/outbox-words';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ limits: { rateLimit: 1_000_000 } });
});
afterAll(() => gw.close());

const outbox = async (recipient: string): Promise<Array<{ subject: string; body: string; code: string | null }>> =>
  ((await (await gw.fetch(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as { result: Array<{ subject: string; body: string; code: string | null }> }).result;

describe('code emails in the customer words', () => {
  it.each([
    { language: 'en' as const, header: 'en-GB,en;q=0.9' },
    { language: 'ur' as const, header: 'ur-PK,ur;q=0.9,en;q=0.8' },
  ])('sign-in and guest codes in $language', async ({ language, header }) => {
    const { email } = await signUp(gw);
    expect((await gw.call('SIGNIN', { body: { identifier: email, channel: 'web' }, headers: { 'accept-language': header } })).status).toBe(200);
    const guest = `guest-${language}-${Date.now()}@example.pk`;
    expect((await gw.call('OTT_GENERATE', { body: { ottType: 'VERIFY_GUEST_USER' }, headers: { 'x-guest-email': guest, 'accept-language': header } })).status).toBe(200);
    const signin = (await outbox(email)).find((m) => m.subject === OUTBOX_WORDS.subjects.signin[language]);
    const guestMail = (await outbox(guest))[0]!;
    for (const sent of [signin!, guestMail]) {
      expect(sent.code).toMatch(/^\d{6}$/);
      expect(sent.body).toBe(OUTBOX_WORDS.codeBody[language].replace('{code}', sent.code!));
      expect(sent.subject).not.toMatch(/signin|guest|verification code/i);
    }
    expect(guestMail.subject).toBe(OUTBOX_WORDS.subjects.guest[language]);
  });
});
