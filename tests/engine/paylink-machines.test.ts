import { describe, expect, it, vi } from 'vitest';
import { createJourneyActor } from '../../engine';
import { compiled } from '../support/journeys';
import { tick } from '../support/tick';
import { createPaylinkActors, createWalletReturnActors, paylinkIdOf, walletResultPath, walletReturnOf } from '../../src/features/paylinks/paylink-actors';
import { createRetailStoreActors, orderChannel, retailStore, saveRetailStore, storeIdOf } from '../../src/features/retail/retail-store';
import { createOrderBody } from '../../src/features/checkout/order-request';

const link = (over: Record<string, unknown> = {}) => ({ paylinkId: 'LINK-0123456789', orderRef: 'ORD-1', amount: 500, status: 'PENDING', expired: false, paid: false, ...over });
const notFound = () => Object.assign(new Error('nf'), { status: 404, code: 'NOT_FOUND' });

function paylinkMachine(id: string | null, load: (id: string) => Promise<unknown>) {
  const actor = createJourneyActor(compiled('paylink'), { actors: createPaylinkActors(load as never), input: { paylinkId: id } }).start();
  return { actor, state: () => String(actor.getSnapshot().value) };
}

describe('journeys/paylink.json', () => {
  it.each([
    { name: 'a valid unpaid link is payable', answer: link(), state: 'payable' },
    { name: 'an expired link is gone', answer: link({ expired: true }), state: 'gone' },
    { name: 'a paid link is settled', answer: link({ paid: true, status: 'SUCCESS' }), state: 'settled' },
  ])('$name', async ({ answer, state }) => {
    const m = paylinkMachine('LINK-0123456789', async () => answer);
    await tick();
    expect(m.state()).toBe(state);
  });

  it('an unknown id (404) and a missing id are gone; another failure keeps a retry that loads again', async () => {
    const unknown = paylinkMachine('LINK-0000000000', async () => Promise.reject(notFound()));
    await tick();
    expect(unknown.state()).toBe('gone');
    const load = vi.fn(async () => link());
    const missing = paylinkMachine(null, load);
    await tick();
    expect(missing.state()).toBe('gone');
    expect(load).not.toHaveBeenCalled();
    let calls = 0;
    const flaky = paylinkMachine('LINK-0123456789', async () => (++calls === 1 ? Promise.reject(Object.assign(new Error('x'), { status: 500, code: 'UNKNOWN_ERROR_CODE' })) : link()));
    await tick();
    expect(flaky.state()).toBe('loadFailed');
    flaky.actor.send({ type: 'RETRY' });
    await tick();
    expect(flaky.state()).toBe('payable');
  });

  it('reads the id from the query, refusing anything that is not a plain reference', () => {
    expect(paylinkIdOf('?id=LINK-0123456789')).toBe('LINK-0123456789');
    expect(paylinkIdOf('?paylink_id=PL-ABC')).toBe('PL-ABC');
    expect(paylinkIdOf('?id=<script>')).toBeNull();
    expect(paylinkIdOf('')).toBeNull();
  });
});

describe('journeys/wallet-return.json', () => {
  const run = (ret: ReturnType<typeof walletReturnOf>, status: () => Promise<string>, pollLimit = 3) => {
    const actor = createJourneyActor(compiled('wallet-return'), {
      input: { pollLimit, pollIntervalMs: 1, ...ret },
      actors: createWalletReturnActors({ transactionStatus: async () => ({ paymentStatus: await status() }), orderPaymentStatus: status }),
    }).start();
    return { actor, state: () => String(actor.getSnapshot().value) };
  };

  it.each([
    { status: 'SUCCESS', state: 'paid' },
    { status: 'FAILED', state: 'refused' },
    { status: 'CANCELLED', state: 'refused' },
  ])('$status → $state', async ({ status, state }) => {
    const m = run(walletReturnOf('?order_ref=ORD-1&txn_id=abc'), async () => status);
    await vi.waitFor(() => expect(m.state()).toBe(state));
  });

  it('a payment still pending is checked pollLimit times, then the customer checks again', async () => {
    const status = vi.fn(async () => 'NOT_INITIATED');
    const m = run(walletReturnOf('?orderRef=ORD-1'), status, 3);
    await vi.waitFor(() => expect(m.state()).toBe('stillPending'));
    expect(status).toHaveBeenCalledTimes(3);
    status.mockResolvedValue('SUCCESS');
    m.actor.send({ type: 'CHECK_AGAIN' });
    await vi.waitFor(() => expect(m.state()).toBe('paid'));
  });

  it('without any reference there is nothing to check', async () => {
    const status = vi.fn(async () => 'SUCCESS');
    const m = run(walletReturnOf(''), status);
    // 'unknown' is final: once there, no check can follow.
    await vi.waitFor(() => expect(m.state()).toBe('unknown'));
    expect(status).not.toHaveBeenCalled();
  });

  it('sends orders to the shared result pages and paylinks to their own', () => {
    expect(walletResultPath('paid', 'ORD-1', 'tx')).toBe('/web/payment-success?order_ref=ORD-1&txn_id=tx');
    expect(walletResultPath('refused', 'ORD-1', null)).toBe('/web/payment-failed?order_ref=ORD-1&status=failed');
    expect(walletResultPath('paid', 'LINK-0123456789', 'tx')).toBe('/payment/direct-payment-success?paylink_id=LINK-0123456789');
    expect(walletResultPath('refused', 'LINK-0123456789', 'tx')).toBe('/payment/paylink?id=LINK-0123456789&status=failed');
  });
});

describe('journeys/retail-store.json and the retail channel', () => {
  const run = (id: string | null, check: () => Promise<{ storeId: string; active: boolean }>) => {
    const actor = createJourneyActor(compiled('retail-store'), {
      actors: createRetailStoreActors({ checkStore: check, stores: async (s) => [{ storeId: s, name: 'Lahore Flagship', city: 'Lahore', active: true, postalCode: '54000' }] }),
      input: { storeId: id },
    }).start();
    return { actor, state: () => String(actor.getSnapshot().value), ctx: () => actor.getSnapshot().context as { result: unknown } };
  };

  it('a known open store is known with its name; closed, unknown and missing ids are unknown', async () => {
    const known = run('ST-LHR-01', async () => ({ storeId: 'ST-LHR-01', active: true }));
    await tick();
    expect(known.state()).toBe('known');
    expect(known.ctx().result).toEqual({ storeId: 'ST-LHR-01', name: 'Lahore Flagship', city: 'Lahore', postalCode: '54000' });
    const closed = run('ST-PEW-01', async () => ({ storeId: 'ST-PEW-01', active: false }));
    const unknown = run('ST-NOPE', async () => Promise.reject(notFound()));
    const missing = run(null, async () => ({ storeId: 'x', active: true }));
    await tick();
    expect([closed.state(), unknown.state(), missing.state()]).toEqual(['unknown', 'unknown', 'unknown']);
  });

  it('a failed check keeps a retry', async () => {
    let calls = 0;
    const m = run('ST-LHR-01', async () => (++calls === 1 ? Promise.reject(Object.assign(new Error('x'), { code: 'UNKNOWN_ERROR_CODE' })) : { storeId: 'ST-LHR-01', active: true }));
    await tick();
    expect(m.state()).toBe('checkFailed');
    m.actor.send({ type: 'RETRY' });
    await tick();
    expect(m.state()).toBe('known');
  });

  it('the order carries the retail channel and store only when a store was chosen', () => {
    const storage = new Map<string, string>();
    const fake = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) } as unknown as Storage;
    expect(orderChannel(retailStore(fake))).toEqual({ channel: 'web' });
    saveRetailStore({ storeId: 'ST-LHR-01', name: 'Lahore Flagship' }, fake);
    expect(orderChannel(retailStore(fake))).toEqual({ channel: 'retail', storeId: 'ST-LHR-01' });
    expect(storeIdOf('?storeId=ST-LHR-01')).toBe('ST-LHR-01');
    expect(storeIdOf('?store_id=a b')).toBeNull();
    // Without a store kept in this tab (no session storage here), the order body stays in the web channel.
    expect(createOrderBody({ personal: {}, addons: [] } as never)).toMatchObject({ channel: 'web' });
    expect(createOrderBody({ personal: {}, addons: [] } as never)).not.toHaveProperty('storeId');
  });
});
