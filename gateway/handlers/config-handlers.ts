import { languageOf, localiseItem } from '../catalog/localise';
import type { Handler, HandlerMap } from '../http/context';
import { getContent } from '../seed/seed';

/** Serves one seeded content document as the result. */
const content = (key: string): Handler => async ({ services }) => getContent(services.db, key);

interface LocaleQuery {
  langCode: 'en' | 'ur';
  moduleName?: string;
  pageSize?: number;
  page?: number;
}

/** GET_LOCALE_KEYS: flat key list for the asked modules (all modules when none is named). */
const localeKeys: Handler<never, LocaleQuery> = async ({ services, query }) => {
  const modules = await getContent<Record<string, Record<string, string>>>(services.db, `locale:${query.langCode}`);
  const wanted = query.moduleName ? query.moduleName.split(',') : Object.keys(modules);
  const all = wanted.flatMap((m) => Object.entries(modules[m] ?? {}).map(([key, value]) => ({ moduleName: m, key, value })));
  const pageSize = query.pageSize ?? 1000;
  const page = query.page ?? 0;
  return { langCode: query.langCode, keys: all.slice(page * pageSize, (page + 1) * pageSize), total: all.length };
};

/** GET_CONFIGURATION: only the asked keys (`keys=inventory`), or everything. */
const configuration: Handler<never, { keys?: string }> = async ({ services, query }) => {
  const doc = await getContent<Record<string, unknown>>(services.db, 'configuration');
  if (!query.keys) return doc;
  return Object.fromEntries(query.keys.split(',').filter((k) => k in doc).map((k) => [k, doc[k]]));
};

const banners: Handler<never, { limit?: number; offset?: number }> = async ({ services, query, req }) => {
  const list = await getContent<unknown[]>(services.db, 'banners');
  const offset = query.offset ?? 0;
  const language = languageOf(req.headers['accept-language']);
  return list.slice(offset, offset + (query.limit ?? 10)).map((b) => localiseItem(b, language));
};

export const configHandlers: HandlerMap = {
  GET_GLOBAL_CONFIG: content('global_config'),
  GET_WEBFRONT_SETTINGS: content('webfront_settings'),
  GET_MAINTENANCE_STATUS: async ({ services }) => ({ ...services.maintenance }),
  GET_LOCALE_KEYS: localeKeys,
  GET_LANGUAGES: content('languages'),
  GET_CONFIGURATION: configuration,
  GET_ELIGIBILITY_SETTINGS: content('eligibility_settings'),
  GET_SERVICE_REQUEST_SETTINGS: content('service_request_settings'),
  GET_WINBACK_SETTINGS: content('winback_settings'),
  GET_BANNERS: banners,
  GET_JOURNEY_SETTINGS: content('journey_settings'),
};
