/** Config and content payloads (SPEC §7 "Config and content", §3 Global config). */
import { anyObject, closed, envelope, listOf, nonEmpty, open, request, type JsonSchema } from './common';

const dateStyle: JsonSchema = { enum: ['full', 'long', 'medium', 'short'] };

export const globalConfig: JsonSchema = open(
  {
    country_config: open(
      {
        country_code: { type: 'string', minLength: 2, maxLength: 2 },
        international_code: { type: 'string', pattern: '^\\+[0-9]{1,4}$' },
        default_timezone: nonEmpty,
        currency: open({ code: { type: 'string', minLength: 3, maxLength: 3 }, symbol: nonEmpty }, ['code', 'symbol']),
        i18n: open(
          {
            locale: nonEmpty,
            date_format: nonEmpty,
            time_format: nonEmpty,
            currency_format: nonEmpty,
            date_style: dateStyle,
            time_style: dateStyle,
          },
          ['locale'],
        ),
        decimal_specification: { type: 'integer', minimum: 0, maximum: 4 },
        default_language: nonEmpty,
      },
      ['country_code', 'international_code', 'default_timezone', 'currency', 'i18n', 'decimal_specification', 'default_language'],
    ),
    eligibility: open({ enabled: { type: 'boolean' } }, ['enabled']),
    number_types: listOf(open({ type: { enum: ['NEW', 'PORT_IN'] }, enabled: { type: 'boolean' } }, ['type'])),
  },
  ['country_config', 'eligibility', 'number_types'],
);

export const globalConfigResponse = envelope(globalConfig);
export const settingsResponse = envelope(anyObject);
export const maintenanceResponse = envelope(open({ enabled: { type: 'boolean' }, message: { type: 'string' } }, ['enabled']));

export const localeKeysQuery = request({
  langCode: { enum: ['en', 'ur'] },
  moduleName: { type: 'string', pattern: '^[a-z0-9-]+(,[a-z0-9-]+)*$', maxLength: 1000 },
  component: { const: 'WEB' },
  pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
  page: { type: 'integer', minimum: 0 },
}, ['langCode']);

export const localeKeysResponse = envelope(
  open(
    {
      langCode: { type: 'string' },
      keys: listOf(closed({ moduleName: nonEmpty, key: nonEmpty, value: { type: 'string' } }, ['moduleName', 'key', 'value'])),
      total: { type: 'integer' },
    },
    ['keys'],
  ),
);

export const languagesResponse = envelope(
  listOf(open({ code: nonEmpty, name: nonEmpty, nativeName: nonEmpty, direction: { enum: ['ltr', 'rtl'] } }, ['code', 'name'])),
);

export const configurationQuery = request({ keys: { type: 'string', pattern: '^[a-z_,-]+$' } });
export const configurationResponse = envelope(anyObject);

export const bannersQuery = request({
  limit: { type: 'integer', minimum: 1, maximum: 10 },
  offset: { type: 'integer', minimum: 0 },
});
export const bannersResponse = envelope(
  listOf(open({ id: nonEmpty, title: { type: 'string' }, headline: { type: 'string' }, imageUrl: { type: 'string' }, link: { type: 'string' }, width: { type: 'integer', minimum: 1 }, height: { type: 'integer', minimum: 1 } }, ['id'])),
);

export const journeySettingsResponse = envelope(open({ onboarding: anyObject }, ['onboarding']));

export const maintenanceToggleRequest = request({ enabled: { type: 'boolean' }, message: { type: 'string', maxLength: 500 } }, ['enabled']);
