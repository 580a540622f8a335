import type { Queryable } from '../db/database';
import * as cfg from './config-seed';
import { formConfigContent } from './form-config-seed';
import { en } from './locale-en';
import { ur } from './locale-ur';

/** Content documents by key: what the read-only config calls serve. */
export function contentSeed(): Record<string, unknown> {
  return {
    global_config: cfg.globalConfig,
    webfront_settings: cfg.webfrontSettings,
    eligibility_settings: cfg.eligibilitySettings,
    service_request_settings: cfg.serviceRequestSettings,
    winback_settings: cfg.winbackSettings,
    languages: cfg.languages,
    configuration: cfg.configuration,
    banners: cfg.banners,
    journey_settings: cfg.journeySettings,
    maintenance: cfg.maintenance,
    nationalities: cfg.nationalities,
    esim_specification: cfg.esimSpecification,
    ...formConfigContent,
    'locale:en': en,
    'locale:ur': ur,
  };
}

/** Seeds one domain's rows (numbers, loyalty, ...); must be idempotent. */
export type Seeder = (q: Queryable) => Promise<void>;

/** Content the API edits (dev maintenance toggle): seeded once, then left alone. */
const API_EDITED = new Set(['maintenance']);

/**
 * Loads seed data on every start. Seed-owned documents (config, locale keys, catalog) are
 * refreshed so a new gateway version's texts reach an old data folder; documents the API edits
 * are only inserted when missing, so their edits survive restarts.
 */
export async function seed(q: Queryable, seeders: readonly Seeder[] = []): Promise<void> {
  for (const [key, value] of Object.entries(contentSeed())) {
    const onConflict = API_EDITED.has(key) ? 'DO NOTHING' : 'DO UPDATE SET value = EXCLUDED.value';
    await q.query(`INSERT INTO content (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) ${onConflict}`, [key, JSON.stringify(value)]);
  }
  for (const s of seeders) await s(q);
}

/** Reads one content document. */
export async function getContent<T>(q: Queryable, key: string): Promise<T> {
  const { rows } = await q.query<{ value: T }>('SELECT value FROM content WHERE key = $1', [key]);
  if (!rows[0]) throw new Error(`Seed content ${key} is missing`);
  return rows[0].value;
}

/** Replaces one content document (dev controls such as the maintenance toggle). */
export async function putContent(q: Queryable, key: string, value: unknown): Promise<void> {
  await q.query(
    'INSERT INTO content (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [key, JSON.stringify(value)],
  );
}
