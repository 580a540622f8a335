import { isUsableDraft, type EkycDraft } from './ekyc-draft';
import type { EkycVariant } from './ekyc-outcome';

/** Which journey a draft belongs to (one draft each). */
export type DraftKey = 'onboarding' | 'sim-replacement';

/** Where a journey host keeps what the customer entered across a reload (the stand-alone page keeps nothing). */
export const draftKeyOf = (variant: EkycVariant): DraftKey | undefined => (variant === 'standalone' ? undefined : variant);

const DB_NAME = 'ekyc-drafts';
const STORE = 'drafts';
const SESSION_KEY = 'ekyc:draft-session';

// The latest draft of this page load: what a later step reads even when IndexedDB refused to keep it.
const memory = new Map<DraftKey, EkycDraft>();

/**
 * The id of this browser session (session storage): a draft is restored only in the session that made it, so a
 * customer's ID images are not offered to the next person on a shared computer.
 */
export function draftSession(): string {
  try {
    let id = sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return 'no-session-storage';
  }
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result as T);
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('indexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

/**
 * Keeps the draft. Never throws: a quota error, private mode or a missing IndexedDB only means the draft does
 * not survive a reload (it still serves this page load). Resolves with whether it was stored durably.
 */
export async function saveEkycDraft(key: DraftKey, draft: EkycDraft): Promise<boolean> {
  memory.set(key, draft);
  try {
    await run('readwrite', (s) => s.put(draft, key));
    return true;
  } catch {
    return false;
  }
}

/** The draft of this session for the journey, if any (expired or foreign drafts are removed). */
export async function loadEkycDraft(key: DraftKey, now = Date.now()): Promise<EkycDraft | undefined> {
  const session = draftSession();
  const cached = memory.get(key);
  if (cached && isUsableDraft(cached, session, now)) return cached;
  try {
    const stored = await run<unknown>('readonly', (s) => s.get(key));
    if (isUsableDraft(stored, session, now)) return stored;
    if (stored !== undefined) await clearEkycDraft(key);
  } catch {
    // No IndexedDB: nothing to restore.
  }
  return undefined;
}

/** Forgets the draft (the purchase is done). Never throws. */
export async function clearEkycDraft(key: DraftKey): Promise<void> {
  memory.delete(key);
  try {
    await run('readwrite', (s) => s.delete(key));
  } catch {
    // Nothing stored, or no IndexedDB.
  }
}
