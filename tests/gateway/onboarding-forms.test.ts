import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fieldConfigSchema from '../../schemas/field-config.schema.json';
import { parseFormConfig } from '../../fields/config/parse-field-config';
import { responseErrors, schemaErrors, startTestGateway, type TestGateway } from './harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const names = (attributes: Array<{ name: string }>) => attributes.map((a) => a.name);
const ADDRESS_HEAD = ['postalCode', 'province', 'city', 'area', 'street', 'buildingName'];
const ADDRESS_TAIL = ['addressLine1', 'addressLine2', 'landmark'];

describe('form configs (GET_FORM_CONFIG)', () => {
  it.each([
    { form: 'personal', fields: ['firstName', 'middleName', 'lastName', 'dob', 'contactNumber', 'email', 'CNICNumber'] },
    { form: 'billing', fields: [...ADDRESS_HEAD, 'blockNumber', 'floor', ...ADDRESS_TAIL] },
    { form: 'delivery', fields: [...ADDRESS_HEAD, ...ADDRESS_TAIL] },
  ])('serves the $form form in the field-config schema, parsed without a problem', async ({ form, fields }) => {
    const res = await gw.call('GET_FORM_CONFIG', { params: { form } });
    expect(res.status).toBe(200);
    expect(responseErrors('GET_FORM_CONFIG', res.status, res.body)).toEqual([]);
    expect(schemaErrors(fieldConfigSchema, res.body.result)).toEqual([]);
    expect(res.body.result.form).toBe(form);
    expect(names(res.body.result.attributes)).toEqual(fields);
    expect(parseFormConfig(res.body.result, form as 'personal' | 'billing' | 'delivery').problems).toEqual([]);
  });

  it.each([
    { name: 'an eKYC group is not a form', form: 'CNIC', status: 404 },
    { name: 'shipping is served as delivery', form: 'shipping', status: 404 },
  ])('answers $status for $name', async ({ form, status }) => {
    const res = await gw.call('GET_FORM_CONFIG', { params: { form } });
    expect(res.status).toBe(status);
    expect(responseErrors('GET_FORM_CONFIG', res.status, res.body)).toEqual([]);
  });

  it('asks the CNIC once: no box to type it again (issue 46)', async () => {
    const res = await gw.call('GET_FORM_CONFIG', { params: { form: 'personal' } });
    const types = res.body.result.attributes.map((a: { type: string }) => a.type);
    expect(res.body.result.attributes.filter((a: { name: string }) => /CNIC/i.test(a.name)).map((a: { name: string }) => a.name)).toEqual(['CNICNumber']);
    expect(types).not.toContain('text-confirm');
  });
});

describe('eSIM specification (GET_ESIM_SPECIFICATION)', () => {
  it('answers the eSIM-new specification without sign-in: no delivery in the sandbox', async () => {
    const res = await gw.call('GET_ESIM_SPECIFICATION');
    expect(responseErrors('GET_ESIM_SPECIFICATION', res.status, res.body)).toEqual([]);
    expect(res.body.result).toEqual({ type: 'new', deliveryNeeded: false, activationMethod: 'QR_CODE' });
  });
});

describe('personal-details locale module', () => {
  it.each(['en', 'ur'])('carries both CNIC eligibility notes in %s', async (langCode) => {
    const res = await gw.call('GET_LOCALE_KEYS', { query: { langCode, moduleName: 'personal-details', component: 'WEB', pageSize: 1000 } });
    const keys = new Map((res.body.result.keys as Array<{ key: string; value: string }>).map((k) => [k.key, k.value]));
    for (const key of ['eligibility_alert_document_id', 'eligibility_alert_document_id_without_mnp']) {
      expect(keys.get(key)).toBeTruthy();
      if (langCode === 'ur') expect(keys.get(key)).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
