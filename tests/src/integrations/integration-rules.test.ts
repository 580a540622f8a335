import { describe, expect, it, vi } from 'vitest';
import { MONITORING_CONFIG } from '../../../src/integrations/monitoring/monitoring-config';
import { currentSession, dueKinds, errorSampled, newSession, parseSession, sessionEnd } from '../../../src/integrations/monitoring/session-rules';
import { CHAT_CONFIG, chatCustomerOf, supportKeyOf, widgetSetup } from '../../../src/integrations/chat/chat-config';
import { captchaFailureMessage, CaptchaUnavailableError, retryOrderList } from '../../../src/integrations/captcha/captcha-token';
import { ApiError } from '../../../src/api/api-error';

const H = 60 * 60 * 1000;
const M = 60 * 1000;

describe('monitoring session rules (SPEC §9)', () => {
  const base = { id: 's', startedAt: 0, lastActiveAt: 0, replay: false };
  it.each([
    { name: 'no session', session: undefined, now: 0, end: 'none' },
    { name: 'active, young', session: { ...base, lastActiveAt: 3 * H }, now: 3 * H + 29 * M, end: undefined },
    { name: 'inactive exactly 30 min', session: { ...base, lastActiveAt: H }, now: H + 30 * M, end: 'inactive' },
    { name: 'active but 4 h old', session: { ...base, lastActiveAt: 4 * H - M }, now: 4 * H, end: 'max-duration' },
    { name: 'just under 4 h, active', session: { ...base, lastActiveAt: 4 * H - 2 * M }, now: 4 * H - 1, end: undefined },
  ])('$name → $end', ({ session, now, end }) => {
    expect(sessionEnd(session, now)).toBe(end);
  });

  it('keeps a valid session (marked active) and starts a new one with its own replay decision otherwise', () => {
    const kept = currentSession({ ...base, lastActiveAt: 10 * M }, 20 * M, () => 0, () => 'new');
    expect(kept).toEqual({ session: { ...base, lastActiveAt: 20 * M }, started: false });
    const renewed = currentSession({ ...base, lastActiveAt: 10 * M }, 41 * M, () => 0.05, () => 'new');
    expect(renewed).toEqual({ session: { id: 'new', startedAt: 41 * M, lastActiveAt: 41 * M, replay: true }, started: true });
  });

  it('chooses 10 % of sessions for replay and sends every error', () => {
    let i = 0;
    const evenly = () => (i++ % 1000) / 1000;
    const chosen = Array.from({ length: 1000 }, () => newSession(0, evenly, 'x').replay).filter(Boolean).length;
    expect(chosen).toBe(1000 * MONITORING_CONFIG.replaySampleRate);
    expect(newSession(0, () => 0.1, 'x').replay).toBe(false);
    expect(newSession(0, () => 0.0999, 'x').replay).toBe(true);
    expect(Array.from({ length: 100 }, (_, n) => errorSampled(() => n / 100)).every(Boolean)).toBe(true);
  });

  it('harvests vitals and errors every 10 s and actions and timings every 30 s', () => {
    expect(dueKinds({ fast: 0, slow: 0 }, 9_999)).toEqual([]);
    expect(dueKinds({ fast: 0, slow: 0 }, 10_000)).toEqual(['session', 'vitals', 'errors']);
    expect(dueKinds({ fast: 20_000, slow: 0 }, 30_000)).toEqual(['session', 'vitals', 'errors', 'actions', 'timings']);
    expect(dueKinds({ fast: 25_000, slow: 0 }, 30_000)).toEqual(['actions', 'timings']);
    expect(MONITORING_CONFIG).toMatchObject({ sessionMaxMs: 4 * H, sessionInactiveMs: 30 * M, harvestMs: 10_000, actionsHarvestMs: 30_000, replaySampleRate: 0.1, errorSampleRate: 1, replayHarvestMs: 60_000 });
  });

  it.each([null, '', '{', '{"id":1}', '{"id":"a","startedAt":1,"lastActiveAt":1}'])('treats stored %s as no session', (raw) => {
    expect(parseSession(raw)).toBeUndefined();
  });
});

describe('support widget setup (SPEC §8, §9)', () => {
  it('hides first, sets offset 77px, no email transcript, the offline greeting, the language, then prefills', () => {
    const commands = widgetSetup({ language: 'ur', offlineMessage: 'offline text', customer: { firstName: 'Ayesha', email: 'a@b.pk', contactNumber: '923001234567' } });
    expect(commands.map((c) => c[1])).toEqual(['hide', 'updateSettings', 'setLocale', 'prefill']);
    expect(commands[1]![2]).toEqual({ webWidget: { offset: { vertical: '77px', mobile: { vertical: '77px' } }, chat: { menuOptions: { emailTranscript: false }, offlineForm: { greeting: { '*': 'offline text' } } } } });
    expect(commands[2]![2]).toBe('ur');
    expect(commands[3]![2]).toEqual({ name: { value: 'Ayesha' }, email: { value: 'a@b.pk' }, phone: { value: '923001234567' } });
    expect(CHAT_CONFIG.verticalOffset).toBe('77px');
  });

  it('gives the widget the brand colour for its buttons, never the vendor blue', () => {
    const commands = widgetSetup({ language: 'en', offlineMessage: 'x', brandColour: '#0b5d5b' });
    expect((commands[1]![2] as { webWidget: { color?: unknown } }).webWidget.color).toEqual({ theme: '#0b5d5b', launcher: '#0b5d5b', button: '#0b5d5b' });
    expect(widgetSetup({ language: 'en', offlineMessage: 'x' })[1]![2]).not.toHaveProperty('webWidget.color');
  });

  it('prefills nothing for a visitor, and only what a customer has', () => {
    expect(widgetSetup({ language: 'en', offlineMessage: 'x' }).map((c) => c[1])).toEqual(['hide', 'updateSettings', 'setLocale']);
    expect(chatCustomerOf(undefined)).toBeUndefined();
    expect(chatCustomerOf({ email: 'a@b.pk', first_name: ' ', telco_info: { phone_no: '' }, contact_number: '923001112222' })).toEqual({ email: 'a@b.pk', contactNumber: '+92 300 1112222' });
  });

  it('only logs a missing key', () => {
    const log = vi.fn();
    expect(supportKeyOf({}, log)).toBeUndefined();
    expect(supportKeyOf(null, log)).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(2);
    expect(supportKeyOf({ supportWidgetKey: ' k ' }, log)).toBe('k');
  });
});

describe('order-list captcha failures', () => {
  it('names the captcha message and does not retry a refusal, but retries other failures up to 3 times', () => {
    const refused = new ApiError('http', { status: 400, code: 'CAPTCHA_REFUSED', description: 'x' });
    const other = new ApiError('http', { status: 500, code: 'INTERNAL_ERROR', description: 'x' });
    expect(captchaFailureMessage(refused)).toBe('captcha_refused');
    expect(captchaFailureMessage(new CaptchaUnavailableError(new Error('x')))).toBe('captcha_unavailable');
    expect(captchaFailureMessage(other)).toBeUndefined();
    expect(retryOrderList(0, refused)).toBe(false);
    expect(retryOrderList(2, other)).toBe(true);
    expect(retryOrderList(3, other)).toBe(false);
  });
});
