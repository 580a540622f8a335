import type { Queryable } from '../db/database';
import * as cfg from './config-seed';
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
    'locale:en': en,
    'locale:ur': ur,
  };
}

/** Seeds one domain's rows (numbers, loyalty, ...); must be idempotent. */
export type Seeder = (q: Queryable) => Promise<void>;

/**
 * Loads seed data; rows that already exist are left alone, so edits made through the API
 * (maintenance toggle, sold numbers) survive restarts and new seed keys still arrive.
 */
export async function seed(q: Queryable, seeders: readonly Seeder[] = []): Promise<void> {
  const entries = Object.entries(contentSeed());
  const values = entries.map((_, i) => `($${i * 2 + 1}, $${i * 2 + 2}::jsonb)`).join(', ');
  await q.query(
    `INSERT INTO content (key, value) VALUES ${values} ON CONFLICT (key) DO NOTHING`,
    entries.flatMap(([k, v]) => [k, JSON.stringify(v)]),
  );
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
