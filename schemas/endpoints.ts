/**
 * The endpoint registry (SPEC §7): every named call with its method, path, request and
 * response schemas. The app looks calls up by name; the gateway registers its routes from it,
 * so the two cannot drift. Plain data only: imported by the browser and by Node.
 *
 * Paths use `{param}` placeholders. `request` is the JSON body schema, `query` the query-string
 * schema; `response` is the success envelope `{ result }` (errors use `errorEnvelope`).
 */
import type { JsonSchema } from './api/common';
import * as config from './api/config';

export type { JsonSchema } from './api/common';
export { errorEnvelope } from './api/common';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  /** JSON body schema (multipart endpoints describe the `kycData` part instead). */
  readonly request?: JsonSchema;
  /** Query-string schema. */
  readonly query?: JsonSchema;
  readonly response: JsonSchema;
  /** Whether the call needs `Authorization: Bearer <accessToken>`. */
  readonly auth: boolean;
  readonly multipart?: boolean;
}

const get = (path: string, response: JsonSchema, auth = false, query?: JsonSchema): EndpointDef =>
  query ? { method: 'GET', path, query, response, auth } : { method: 'GET', path, response, auth };
export const _send = (method: 'POST' | 'PUT' | 'DELETE', path: string, request: JsonSchema | undefined, response: JsonSchema, auth = false): EndpointDef =>
  request ? { method, path, request, response, auth } : { method, path, response, auth };

export const endpoints = {
  // Config and content
  GET_GLOBAL_CONFIG: get('/v1/global_config', config.globalConfigResponse),
  GET_WEBFRONT_SETTINGS: get('/api/v1/quilt/settings/webfront-settings', config.settingsResponse),
  GET_MAINTENANCE_STATUS: get('/v1/maintenance/status', config.maintenanceResponse),
  GET_LOCALE_KEYS: get('/v2/localisation/language/keys', config.localeKeysResponse, false, config.localeKeysQuery),
  GET_LANGUAGES: get('/v1/localisation/languages', config.languagesResponse),
  GET_CONFIGURATION: get('/v1/configuration', config.configurationResponse, false, config.configurationQuery),
  GET_ELIGIBILITY_SETTINGS: get('/api/v1/quilt/settings/eligibility', config.settingsResponse),
  GET_SERVICE_REQUEST_SETTINGS: get('/api/v1/quilt/settings/service-requests', config.settingsResponse),
  GET_WINBACK_SETTINGS: get('/api/v1/quilt/settings/winback-aggregation', config.settingsResponse),
  GET_BANNERS: get('/v1/banners', config.bannersResponse, false, config.bannersQuery),
  GET_JOURNEY_SETTINGS: get('/v1/journey-settings', config.journeySettingsResponse),
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;

