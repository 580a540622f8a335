// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../../../../src/api/api-context';
import type { ApiClient } from '../../../../src/api/api-client';
import { ProfileLines } from '../../../../src/features/profile/profile-lines';

afterEach(cleanup);

const NUMBER = '923410007919';
const SPECS = [{ productType: 'prepaid', autoRenewal: true }];

/**
 * A gateway whose saved auto-renewal is `stored`; every GET_LINES after the first waits for `releaseLines()`,
 * so a test can look at the switch between the save's answer and the lines' refetch.
 */
function fakeApi(save: (autoRenew: boolean) => Promise<unknown>) {
  let stored = true;
  let gets = 0;
  let release: () => void = () => undefined;
  const call = vi.fn(async (name: string, input: { body?: { autoRenew: boolean } } = {}) => {
    switch (name) {
      case 'GET_LINES': {
        gets += 1;
        if (gets > 1) await new Promise<void>((r) => { release = r; });
        return [{ number: NUMBER, planId: 'plan-prepaid-monthly', planName: 'Monthly Prepaid', status: 'Active', autoRenew: stored }];
      }
      case 'GET_SUBSCRIPTION_SPECIFICATIONS': return SPECS;
      case 'SET_AUTO_RENEWAL': {
        const result = await save(Boolean(input.body?.autoRenew));
        stored = Boolean(input.body?.autoRenew);
        return result;
      }
      default: throw new Error(`unexpected ${name}`);
    }
  });
  return { api: { call } as unknown as ApiClient, call, releaseLines: () => release() };
}

function show(api: ApiClient) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <ApiContext.Provider value={api}>
        <QueryClientProvider client={client}>
          <ProfileLines />
        </QueryClientProvider>
      </ApiContext.Provider>
    </IntlProvider>,
  );
}

const box = () => screen.getByRole('checkbox') as HTMLInputElement;

describe('the auto-renewal switch of a line', () => {
  it('stays where the customer put it after the save answers, while the lines are fetched again', async () => {
    const gateway = fakeApi(async (autoRenew) => ({ number: NUMBER, autoRenew }));
    show(gateway.api);
    await waitFor(() => expect(box().disabled).toBe(false));
    expect(box().checked).toBe(true);
    await userEvent.click(box());
    await waitFor(() => expect(gateway.call).toHaveBeenCalledWith('SET_AUTO_RENEWAL', expect.objectContaining({ body: { autoRenew: false } })));
    // The save has answered and the refetch is held: the box must not go back to the old (checked) value.
    await waitFor(() => expect(gateway.call.mock.calls.filter(([n]) => n === 'GET_LINES').length).toBe(2));
    expect(box().checked).toBe(false);
    gateway.releaseLines();
    await waitFor(() => expect(box().disabled).toBe(false));
    expect(box().checked).toBe(false);
  });

  it('goes back to the saved value and says the change was not saved when the save fails', async () => {
    const gateway = fakeApi(async () => { throw new Error('gateway down'); });
    show(gateway.api);
    await waitFor(() => expect(box().disabled).toBe(false));
    await userEvent.click(box());
    await waitFor(() => expect(gateway.call.mock.calls.filter(([n]) => n === 'GET_LINES').length).toBe(2));
    gateway.releaseLines();
    await waitFor(() => expect(box().disabled).toBe(false));
    expect(box().checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('save_failed_kept');
  });
});
