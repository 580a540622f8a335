// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { ApiContext } from '../../../../src/api/api-context';
import { ApiError } from '../../../../src/api/api-error';
import type { ApiClient } from '../../../../src/api/api-client';
import PreCheckoutScreen from '../../../../src/features/catalog/pre-checkout-screen';
import AddonSelectionScreen from '../../../../src/features/catalog/addon-selection-screen';
import ConnectionDetailsScreen from '../../../../src/features/catalog/connection-details-screen';
import { catalogActors } from '../../../../src/features/catalog/actors';
import { joinUrduWords } from '../../../../src/i18n/urdu-joins';

afterEach(cleanup);

const price = (amount: number) => ({ amount, currency: 'PKR' as const, taxIncluded: true as const });
const PLANS = [
  { id: 'plan-prepaid-monthly', type: 'PLAN', productType: 'prepaid', category: 'monthly', name: 'Monthly Prepaid', validityDays: 30, price: price(1499) },
  { id: 'plan-prepaid-weekly', type: 'PLAN', productType: 'prepaid', category: 'weekly', name: 'Weekly Prepaid', validityDays: 7, price: price(399) },
];
const NUMBERS = Array.from({ length: 40 }, (_, i) => ({ number: `9234100000${String(i).padStart(2, '0')}`, category: 'free', numberClass: 'FREE_NUMBER', price: 0 }));
const GLOBAL = {
  country_config: { country_code: 'PK', international_code: '+92', default_timezone: 'Asia/Karachi', currency: { code: 'PKR', symbol: 'Rs' }, i18n: { locale: 'en-PK', currency_format: '{symbol} {amount}' }, decimal_specification: 2, default_language: 'en' },
  eligibility: { enabled: true },
  number_types: [{ type: 'NEW', enabled: true }, { type: 'PORT_IN', enabled: false }],
};

/**
 * A fake gateway by endpoint name; `lock` decides LOCK_NUMBER, `esim` GET_ESIM_SPECIFICATION. Like the gateway,
 * GET_NUMBERS lists the caller's own locked numbers first.
 */
function fakeApi(
  lock: (n: string) => unknown = (n) => ({ number: n, lockedUntil: Date.now() + 600_000, expiresIn: 600 }),
  esim: () => unknown = () => ({ type: 'new', deliveryNeeded: false }),
) {
  const held: string[] = [];
  const call = vi.fn(async (name: string, input: { query?: Record<string, unknown>; params?: Record<string, string> } = {}) => {
    switch (name) {
      case 'GET_GLOBAL_CONFIG': return GLOBAL;
      case 'GET_BANNERS': return [{ id: 'b1', title: 'Offer 1', link: '/web/pre-checkout' }];
      case 'GET_PRODUCT_VARIANTS': return PLANS.filter((p) => p.productType === input.query?.productType);
      case 'GET_ELIGIBLE_ADDONS': return [{ id: 'addon-a', type: 'ADDON', name: 'Extra 10 GB', price: price(500) }];
      case 'GET_CONFIGURATION': return { inventory: {} };
      case 'GET_NUMBER_CATEGORIES': return [{ id: 'free', name: 'Free', numberClass: 'FREE_NUMBER', price: 0 }, { id: 'premium', name: 'Premium', numberClass: 'PREMIUM_NUMBER', price: 1500 }];
      case 'GET_GOLDEN_NUMBER_CATEGORIES': return [];
      case 'GET_NUMBERS': {
        const own = NUMBERS.filter((n) => held.includes(n.number)).sort((a, b) => held.indexOf(b.number) - held.indexOf(a.number));
        return [...own, ...NUMBERS.filter((n) => !held.includes(n.number))].slice(0, Number(input.query?.limit ?? 12));
      }
      case 'LOCK_NUMBER': {
        const result = lock(String(input.params?.selectedNumber));
        held.push(String(input.params?.selectedNumber));
        return result;
      }
      case 'GET_ESIM_SPECIFICATION': return esim();
      default: throw new Error(`unexpected ${name}`);
    }
  });
  return { call } as unknown as ApiClient & { call: typeof call };
}

function show(node: ReactNode, api: ApiClient, locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <IntlProvider locale={locale} messages={{}} onError={() => undefined}>
      <ApiContext.Provider value={api}>
        <QueryClientProvider client={client}>{node}</QueryClientProvider>
      </ApiContext.Provider>
    </IntlProvider>,
  );
}
const snapshotWith = (data: Record<string, unknown>, work: { working?: boolean; stepError?: unknown } = {}) =>
  ({ context: { data, stepError: work.stepError ?? null }, hasTag: (tag: string) => tag === 'working' && work.working === true }) as unknown as AnyMachineSnapshot;

/**
 * A host like the onboarding wizard: UPDATE merges into the data the screen reads; NEXT with a number to lock runs
 * the connection step's work (the real lockChosenNumber actor over the fake gateway): working, then its output
 * merged, or its error kept as the step's error.
 */
function WizardHost({ api, initial, sent }: { api: ApiClient; initial: Record<string, unknown>; sent: (e: unknown) => void }) {
  const [state, setState] = useState<{ data: Record<string, unknown>; working: boolean; stepError: unknown }>({ data: initial, working: false, stepError: null });
  const send = (e: { type: string; data?: Record<string, unknown> }) => {
    sent(e);
    if (e.type === 'UPDATE') setState((s) => ({ ...s, data: { ...s.data, ...e.data }, stepError: null }));
    if (e.type === 'NEXT' && e.data?.numberLock) {
      const data = { ...state.data, ...e.data };
      setState({ data, working: true, stepError: null });
      const actor = createActor(catalogActors(api).lockChosenNumber, { input: data });
      actor.subscribe({
        complete: () => setState((s) => ({ data: { ...s.data, ...(actor.getSnapshot().output as Record<string, unknown>) }, working: false, stepError: null })),
        error: (err) => setState((s) => ({ ...s, working: false, stepError: { code: String((err as ApiError).code), status: (err as ApiError).status } })),
      });
      actor.start();
    }
  };
  return <ConnectionDetailsScreen snapshot={snapshotWith(state.data, state)} meta={{ screenless: false, localeModules: [] }} send={send as never} />;
}
const props = (data: Record<string, unknown>) => ({ snapshot: snapshotWith(data), meta: { screenless: false, localeModules: [] }, send: vi.fn() });

describe('pre-checkout', () => {
  it('lists the product type plans with the filters, and choosing another plan clears the add-ons', async () => {
    const p = props({ planId: 'plan-prepaid-weekly', addons: ['addon-a'] });
    show(<PreCheckoutScreen {...p} />, fakeApi());
    await screen.findByText('Monthly Prepaid');
    expect(screen.getAllByRole('radio', { name: /Plans$|^All$/ })).toHaveLength(7);
    expect(screen.getAllByText('Rs 1,499')).toHaveLength(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly Plans' }));
    expect(screen.queryByText('Monthly Prepaid')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Monthly Prepaid' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'NEXT', data: expect.objectContaining({ planId: 'plan-prepaid-monthly', addons: [] }) });
  });

  it('shows plan coming soon for a product type without plans', async () => {
    show(<PreCheckoutScreen {...props({ productType: 'hybrid' })} />, fakeApi());
    const heading = await screen.findByRole('heading', { name: 'Hybrid plans are coming soon' });
    expect(heading).toBeTruthy();
    expect(screen.getByText(/check back later/)).toBeTruthy();
  });
});

describe('pre-checkout in Urdu', () => {
  it('reads Urdu labels and keeps prices left to right', async () => {
    show(<PreCheckoutScreen {...props({})} />, fakeApi(), 'ur-PK');
    await screen.findByText('Monthly Prepaid');
    expect(screen.getByRole('radio', { name: 'تمام' })).toBeTruthy();
    // Urdu words written as two are kept whole by a non-breaking space (src/i18n/urdu-joins.ts).
    expect(screen.getByRole('radio', { name: joinUrduWords('پری پیڈ') })).toBeTruthy();
    expect(screen.getAllByText(/کل\s\(ٹیکس\sسمیت\)/).length).toBeGreaterThan(0);
    expect(screen.getByText('Rs 1,499').getAttribute('dir')).toBe('ltr');
  });
});

describe('add-on selection', () => {
  it('ticks an add-on, saves it with UPDATE and carries it on NEXT', async () => {
    const p = props({ planId: 'plan-prepaid-monthly', planPrice: 1499 });
    show(<AddonSelectionScreen {...p} />, fakeApi());
    await userEvent.click(await screen.findByRole('checkbox', { name: /Extra 10 GB/ }));
    expect(p.send).toHaveBeenCalledWith({ type: 'UPDATE', data: { addons: ['addon-a'] } });
    expect(screen.getByText('Rs 1,999')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'journey_next' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'NEXT', data: { addons: ['addon-a'] } });
  });
});

describe('connection details', () => {
  it('offers NEW only when PORT_IN is disabled, shows 6 numbers, and a taken number says so', async () => {
    const taken = new ApiError('http', { status: 409, code: 'NUMBER_UNAVAILABLE', description: 'reserved' }, 'LOCK_NUMBER');
    show(<WizardHost api={fakeApi(() => { throw taken; })} initial={{ planId: 'plan-prepaid-monthly' }} sent={vi.fn()} />, fakeApi());
    await waitFor(() => expect(screen.getAllByRole('radio', { name: /^Choose \+92/ })).toHaveLength(6));
    expect(screen.queryByRole('radio', { name: 'Bring my number' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Physical SIM' }) as HTMLInputElement).checked).toBe(true);
    // The step's Next is drawn with the step's controls, which may come a render after the numbers on a busy machine.
    expect((await screen.findByRole('button', { name: 'journey_next' })).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getAllByRole('radio', { name: /^Choose \+92/ })[0]!);
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('was just taken by someone else'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Show more numbers' }));
    await waitFor(() => expect(screen.getAllByRole('radio', { name: /^Choose \+92/ })).toHaveLength(12));
  });
});

describe('connection details: the held number and the eSIM specification', () => {
  const choices = () => screen.getAllByRole('radio', { name: /^Choose \+92/ }) as HTMLInputElement[];

  it('the number just reserved moves to the top of the list, checked, and Next carries it', async () => {
    const sent = vi.fn();
    const api = fakeApi();
    show(<WizardHost api={api} initial={{ planId: 'plan-prepaid-monthly' }} sent={sent} />, api);
    await waitFor(() => expect(choices()).toHaveLength(6));
    await userEvent.click(choices()[3]!);
    await screen.findByText(/is reserved for you/);
    await waitFor(() => expect(choices()[0]!.value).toBe('923410000003'));
    expect(choices()[0]!.checked).toBe(true);
    expect(choices()).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'journey_next' }));
    expect(sent).toHaveBeenLastCalledWith({ type: 'NEXT', data: expect.objectContaining({ selectedNumber: '923410000003', esimDeliveryNeeded: true }) });
  });

  it.each([
    { name: 'no delivery', spec: { deliveryNeeded: false }, text: 'Your eSIM arrives by email; nothing is delivered.', sent: false },
    { name: 'delivery', spec: { deliveryNeeded: true }, text: 'Your eSIM comes with a delivery; we will ask for the delivery address.', sent: true },
  ])('an eSIM whose specification says $name sends esimDeliveryNeeded $sent', async ({ spec, text, sent }) => {
    const p = props({ planId: 'plan-prepaid-monthly', simType: 'esim', selectedNumber: '923410000001', lockedUntil: Date.now() + 600_000 });
    show(<ConnectionDetailsScreen {...p} />, fakeApi(undefined, () => spec));
    await screen.findByText(text);
    // The actions come once the step has drawn (the number list too): under a loading note they were pushed down.
    await userEvent.click(await screen.findByRole('button', { name: 'journey_next' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'NEXT', data: expect.objectContaining({ simType: 'esim', esimDeliveryNeeded: sent }) });
  });

  it('an unreadable eSIM specification blocks Next for an eSIM only, with Try again', async () => {
    const esim = vi.fn().mockRejectedValueOnce(new ApiError('http', { status: 503, code: 'INTERNAL_ERROR', description: 'down' }, 'GET_ESIM_SPECIFICATION')).mockResolvedValue({ deliveryNeeded: false });
    const p = props({ planId: 'plan-prepaid-monthly', simType: 'esim', selectedNumber: '923410000001', lockedUntil: Date.now() + 600_000 });
    show(<ConnectionDetailsScreen {...p} />, fakeApi(undefined, esim));
    await screen.findByRole('button', { name: 'Try again' });
    const next = await screen.findByRole('button', { name: 'journey_next' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('You can continue once we know how your eSIM arrives.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Physical SIM' }));
    expect(next.getAttribute('aria-disabled')).toBe('false');
    await userEvent.click(screen.getByRole('radio', { name: 'eSIM' }));
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Your eSIM arrives by email; nothing is delivered.');
    expect(next.getAttribute('aria-disabled')).toBe('false');
  });
});
