import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits on the state a reload test needs (never on time): a journey's kept data (session storage
 * `journey:<id>`) holds every one of `texts`, i.e. the draft of what was just typed was saved.
 */
export async function draftKept(page: Page, journey: string, texts: readonly string[]): Promise<void> {
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key) ?? '', `journey:${journey}`), { timeout: 10_000 })
    .toSatisfy((kept: string) => texts.every((t) => kept.includes(JSON.stringify(t).slice(1, -1))));
}

/**
 * Waits until the journey's kept data holds `values` field by field in its draft record `draft` (e.g.
 * `personalDraft`). Use it where one value is typed into two boxes (a CNIC and its confirmation): the texts of
 * draftKept are already found once the first box is kept, while the confirmation, typed last, may still wait for
 * the typing pause that saves it, and a reload then would lose it.
 */
export async function draftValuesKept(page: Page, journey: string, draft: string, values: Readonly<Record<string, string>>): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([key, name]) => {
            const kept = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { snapshot?: { context?: { data?: Record<string, unknown> } } };
            return kept.snapshot?.context?.data?.[name] ?? null;
          },
          [`journey:${journey}`, draft] as const,
        ),
      { timeout: 10_000 },
    )
    .toMatchObject(values);
}

/** Waits until the eKYC draft of `key` (IndexedDB `ekyc-drafts`) keeps `files` images and every one of `texts`. */
export async function ekycDraftKept(page: Page, key: string, want: { files: number; texts: readonly string[] }): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (k) =>
            new Promise<{ files: number; texts: string[] }>((resolve) => {
              const open = indexedDB.open('ekyc-drafts', 1);
              open.onupgradeneeded = () => open.result.createObjectStore('drafts');
              open.onerror = () => resolve({ files: 0, texts: [] });
              open.onsuccess = () => {
                const get = open.result.transaction('drafts', 'readonly').objectStore('drafts').get(k);
                get.onsuccess = () => {
                  const d = get.result as { files?: object; texts?: Record<string, string> } | undefined;
                  open.result.close();
                  resolve({ files: Object.keys(d?.files ?? {}).length, texts: Object.values(d?.texts ?? {}) });
                };
                get.onerror = () => resolve({ files: 0, texts: [] });
              };
            }),
          key,
        ),
      { timeout: 10_000 },
    )
    .toSatisfy((d: { files: number; texts: string[] }) => d.files >= want.files && want.texts.every((t) => d.texts.includes(t)));
}
