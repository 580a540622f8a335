/**
 * Dates in queries are days of the calendar (issue 41 part 7): every date-like query parameter of the registry is the
 * one shared schema (schemas/api/common.ts calendarDate), and an impossible day is a 400 that names the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName, type JsonSchema } from '../../schemas/endpoints';
import { calendarDate, calendarMonth } from '../../schemas/api/common';
import { startTestGateway, type TestGateway } from './harness';
import { signUp } from './auth-flow';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

/** A query parameter that holds a date, by its name or by its schema. */
const looksLikeMonth = (field: string, schema: JsonSchema) => /month$/i.test(field) || schema.pattern === calendarMonth.pattern;
const looksLikeDate = (field: string, schema: JsonSchema) =>
  !looksLikeMonth(field, schema) && (/^(from|to|since|until)$|date$/i.test(field) || schema.format === 'date' || String(schema.pattern ?? '').includes('{4}-'));

/** Every query parameter of the registry that a test picks, as [endpoint, field]. */
const paramsWhere = (picked: (field: string, schema: JsonSchema) => boolean) =>
  (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
    const query = (endpoints[name] as { query?: { properties?: Record<string, JsonSchema> } }).query;
    return Object.entries(query?.properties ?? {}).filter(([field, schema]) => picked(field, schema)).map(([field]) => [name, field] as const);
  });
const DATE_PARAMS = paramsWhere(looksLikeDate);
const MONTH_PARAMS = paramsWhere(looksLikeMonth);

describe('dates in queries', () => {
  it('every date-like query parameter is the one calendar-date schema', () => {
    expect(DATE_PARAMS.length).toBeGreaterThan(0);
    for (const [name, field] of DATE_PARAMS) {
      const schema = (endpoints[name] as unknown as { query: { properties: Record<string, JsonSchema> } }).query.properties[field];
      expect([name, field, schema]).toEqual([name, field, calendarDate]);
      expect(schema).toBe(calendarDate);
    }
  });

  it.each(DATE_PARAMS)('%s ?%s=2026-02-30 is a 400 naming the field; 2024-02-29 is a day', async (name, field) => {
    const user = await signUp(gw);
    await gw.call('JOIN_LOYALTY', { body: { acceptTerms: true }, token: user.token });
    const params = Object.fromEntries([...endpoints[name].path.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1]!, m[1] === 'customerId' ? user.userId : 'x']));
    const ask = (day: string) => gw.call(name, { params, query: { [field]: day }, token: user.token });
    for (const impossible of ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01']) {
      const res = await ask(impossible);
      expect([res.status, res.body.description]).toEqual([400, `querystring.${field}: must be a real calendar date (YYYY-MM-DD)`]);
    }
    expect((await ask('2024-02-29')).status).toBe(200);
  });

  it('every month-like query parameter is the one calendar-month schema', () => {
    expect(MONTH_PARAMS.length).toBeGreaterThan(0);
    for (const [name, field] of MONTH_PARAMS) expect((endpoints[name] as unknown as { query: { properties: Record<string, JsonSchema> } }).query.properties[field]).toBe(calendarMonth);
  });

  it.each(MONTH_PARAMS)('%s ?%s=2026-13 is a 400 naming the field; 2026-02 is a month', async (name, field) => {
    const user = await signUp(gw);
    const ask = (month: string) => gw.call(name, { query: { [field]: month }, token: user.token });
    for (const wrong of ['2026-13', '2026-00', '2026-2', '2026-02-01', 'soon']) {
      const res = await ask(wrong);
      expect([res.status, res.body.description]).toEqual([400, `querystring.${field}: must be a calendar month (YYYY-MM)`]);
    }
    expect((await ask('2026-02')).status).toBe(200);
  });
});
