import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, responseErrors, type TestGateway, type CallOptions, type Json } from './harness';
import type { EndpointName } from '../../schemas/endpoints';
import { BANNER_OFFERS } from '../../gateway/content/banner-images';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const cases: Array<{ name: EndpointName; opts?: CallOptions; expected: (result: Json) => void }> = [
  {
    name: 'GET_GLOBAL_CONFIG',
    expected: (r) => {
      expect(r.country_config).toMatchObject({ international_code: '+92', default_timezone: 'Asia/Karachi', currency: { code: 'PKR' }, i18n: { locale: 'en-PK' } });
      expect(r.eligibility.enabled).toBe(true);
      expect(r.number_types).toContainEqual({ type: 'PORT_IN', enabled: true });
    },
  },
  { name: 'GET_MAINTENANCE_STATUS', expected: (r) => expect(r.enabled).toBe(false) },
  { name: 'GET_LANGUAGES', expected: (r) => expect(r.map((l: { code: string }) => l.code)).toEqual(['en', 'ur']) },
  { name: 'GET_CONFIGURATION', opts: { query: { keys: 'inventory' } }, expected: (r) => expect(Object.keys(r)).toEqual(['inventory']) },
  { name: 'GET_BANNERS', opts: { query: { limit: 10, offset: 0 } }, expected: (r) => expect(r).toHaveLength(10) },
  // The banners past the first ten: as many as the content has (BANNER_OFFERS), not a count written here.
  { name: 'GET_BANNERS', opts: { query: { limit: 5, offset: 10 } }, expected: (r) => expect(r).toHaveLength(Math.min(5, BANNER_OFFERS.length - 10)) },
  { name: 'GET_JOURNEY_SETTINGS', expected: (r) => expect(r.onboarding.minAge).toBe(18) },
  { name: 'GET_WEBFRONT_SETTINGS', expected: (r) => expect(r.supportWidgetKey).toBeTruthy() },
  { name: 'GET_ELIGIBILITY_SETTINGS', expected: (r) => expect(r.numberOfLines.maxLinesPerDocument).toBe(5) },
  { name: 'GET_SERVICE_REQUEST_SETTINGS', expected: (r) => expect(r.simReplacement.enabled).toBe(true) },
  { name: 'GET_WINBACK_SETTINGS', expected: (r) => expect(r.enabled).toBe(true) },
];

describe('config and content calls', () => {
  it.each(cases.map((c) => [c.name, JSON.stringify(c.opts ?? {}), c] as const))('%s %s answers per its schema', async (_n, _o, c) => {
    const res = await gw.call(c.name, c.opts);
    expect(res.status).toBe(200);
    expect(responseErrors(c.name, res.status, res.body)).toEqual([]);
    c.expected(res.body.result);
  });
});

describe('locale keys', () => {
  const keysOf = async (langCode: string, moduleName?: string) => {
    const res = await gw.call('GET_LOCALE_KEYS', { query: { langCode, component: 'WEB', pageSize: 1000, ...(moduleName ? { moduleName } : {}) } });
    expect(responseErrors('GET_LOCALE_KEYS', res.status, res.body)).toEqual([]);
    return res.body.result.keys as Array<{ moduleName: string; key: string; value: string }>;
  };

  it('has the same modules and keys in English and Urdu', async () => {
    const id = (k: { moduleName: string; key: string }) => `${k.moduleName}/${k.key}`;
    const [en, ur] = await Promise.all([keysOf('en'), keysOf('ur')]);
    expect(ur.map(id).sort()).toEqual(en.map(id).sort());
  });

  it('writes Urdu values in Urdu script', async () => {
    const ur = await keysOf('ur');
    expect(ur.filter((k) => !/[\u0600-\u06FF]/.test(k.value)).map((k) => k.key)).toEqual([]);
  });

  it.each([
    'error_cannot_be_blank', 'error_no_number_no_special_character', 'error_invalid_email', 'error_invalid_contact_number',
    'error_invalid_CINC_Number', 'error_requires_first_and_last_name', 'personal_details_cnic_mismatch', 'error_invalid_zip_code',
    'cannot_be_a_past_date', 'error_below_min_age_value', 'eligibility_alert_document_id', 'eligibility_alert_document_id_without_mnp',
    'otp_failed', 'otp_incorrect_error_message', 'timer_expried', 'timer_expired_message', 'something_wrong', 'invalid_otp_error_message',
    'guest_user_alert_title', 'guest_user_alert_message', 'guest_user_previous_order', 'pick_up_address_error',
    'plan_coming_soon', 'plan_coming_soon_subheading', 'total_inc_tax', 'journey_next', 'journey_back',
    'Error occurred while signup', 'Error occurred while Kyc submit', 'File reading was aborted', 'File reading has failed',
    '422005', '422006', '422019', '422026', '4121101', '422025', '422028', '422004', '422035', '422024', '4221402', '422011', '400061', '-44001', '400166',
  ])('has key %s in both languages', async (key) => {
    for (const lang of ['en', 'ur']) expect((await keysOf(lang)).some((k) => k.key === key)).toBe(true);
  });

  // A content step is titled by its own words in both languages (journeys/content/), which journeys:check holds.
  // A step is titled by the screen it shows (its `screen`, else its name), so a step renamed in its JSON keeps the title.
  it('titles every step of every journey in journeys/*.json in both languages', async () => {
    const files = (await readdir('journeys')).filter((f) => f.endsWith('.json'));
    const steps = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) {
          if (k === 'steps' && Array.isArray(v)) for (const st of v) if (typeof st?.name === 'string' && st.content === undefined) steps.add(typeof st.screen === 'string' ? st.screen : st.name);
          collect(v);
        }
      }
    };
    for (const f of files) collect(JSON.parse(await readFile(join('journeys', f), 'utf8')));
    expect(steps.size).toBeGreaterThan(0);
    for (const lang of ['en', 'ur']) {
      const keys = new Set((await keysOf(lang, 'journey')).map((k) => k.key));
      expect([...steps].filter((st) => !keys.has(`step_title_${st}`))).toEqual([]);
    }
  });

  it('returns only the asked modules', async () => {
    const keys = await keysOf('en', 'journey,verify-otp');
    expect(new Set(keys.map((k) => k.moduleName))).toEqual(new Set(['journey', 'verify-otp']));
    expect(keys.map((k) => k.key)).toContain('step_title_personalDetails');
  });
});
