import type { ActorInput } from '../../../engine';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { PaymentStepError } from '../../domain/payment-step-error';

/** The retail store a purchase is made in (SPEC §3 auth state channel, onboarding state store id). */
export interface RetailStore {
  readonly storeId: string;
  readonly name: string;
  readonly city?: string;
  readonly postalCode?: string;
}

const KEY = 'retail:store';
const STORE_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** The store id of /retail-onboarding's query: `storeId`, else `store_id`; anything not a plain id is none. */
export function storeIdOf(search: string): string | null {
  const q = new URLSearchParams(search);
  const raw = (q.get('storeId') ?? q.get('store_id') ?? '').trim();
  return STORE_ID.test(raw) ? raw : null;
}

/** The store this tab's purchase is made in, if the customer started at a store's onboarding page. */
export function retailStore(storage: Storage | undefined = globalThis.sessionStorage): RetailStore | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as RetailStore;
    return s && typeof s.storeId === 'string' && STORE_ID.test(s.storeId) && typeof s.name === 'string' ? s : null;
  } catch {
    return null;
  }
}

export function saveRetailStore(store: RetailStore, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(store));
  } catch {
    // storage disabled: the purchase then runs in the web channel
  }
}

export function clearRetailStore(storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

/** The order's channel and store (SPEC §1 channels): retail with the store, else web. */
export function orderChannel(store: RetailStore | null = retailStore()): { channel: 'web' | 'retail'; storeId?: string } {
  return store ? { channel: 'retail', storeId: store.storeId } : { channel: 'web' };
}

export interface RetailStorePorts {
  checkStore(storeId: string): Promise<{ storeId: string; active: boolean }>;
  stores(storeId: string): Promise<Array<RetailStore & { active: boolean }>>;
}

/** The actor of journeys/retail-store.json: CHECK_STORE, then the store's details from GET_RETAIL_STORES. */
export function createRetailStoreActors(ports: RetailStorePorts): Record<string, AnyActorLogic> {
  return {
    checkRetailStore: fromPromise<RetailStore, ActorInput<'checkRetailStore'>>(async ({ input }) => {
      const storeId = input?.storeId;
      if (!storeId) throw new PaymentStepError('NO_STORE_ID');
      const check = await ports.checkStore(storeId);
      if (!check.active) throw new PaymentStepError('STORE_INACTIVE');
      const store = (await ports.stores(storeId)).find((s) => s.storeId === storeId);
      if (!store) throw new PaymentStepError('NOT_FOUND');
      return { storeId: store.storeId, name: store.name, ...(store.city ? { city: store.city } : {}), ...(store.postalCode ? { postalCode: store.postalCode } : {}) };
    }),
  };
}
