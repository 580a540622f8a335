// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressDetailsPage } from '../../../../src/features/details/address-details-page';
import { FALLBACK_SETTINGS, apiDetailsSource, type DetailsSource } from '../../../../src/features/details/details-calls';
import type { ApiClient } from '../../../../src/api/api-client';
import { ApiError } from '../../../../src/api/api-error';
// The configs the gateway seeds and serves (GET_FORM_CONFIG): the screens are tested with what they get.
import { billingFormConfig, deliveryFormConfig, personalFormConfig } from '../../../../gateway/seed/form-config-seed';
import { detailsMessages } from '../../../../src/features/details/messages';
import { PersonalDetailsPage } from '../../../../src/features/details/personal-details-page';
import { DRAFT_DELAY_MS } from '../../../../src/features/details/use-draft-saver';

afterEach(cleanup);

function fakeSource(over: Partial<DetailsSource> = {}): DetailsSource {
  return {
    loadSettings: vi.fn(async () => ({ ...FALLBACK_SETTINGS, eligibilityEnabled: true, portInEnabled: true })),
    loadPersonalConfig: vi.fn(async () => personalFormConfig),
    loadAddressConfigs: vi.fn(async () => ({ billing: billingFormConfig, delivery: deliveryFormConfig })),
    checkDocumentId: vi.fn(async () => true),
    checkNumberOfLines: vi.fn(async () => ({ enabled: true, eligible: true })),
    loadKycRequired: vi.fn(async () => true),
    loadDeliveryMethods: vi.fn(async () => ['DOORSTEP_DELIVERY', 'SELF_PICKUP', 'RETAIL']),
    loadSlots: vi.fn(async () => [{ id: 'SLOT-1', date: '2030-01-02', from: '09:00', to: '12:00', available: true }]),
    checkSlot: vi.fn(async () => ({ id: 'SLOT-1', date: '2030-01-02', from: '09:00', to: '12:00', available: true })),
    loadPickupPoints: vi.fn(async () => []),
    lookupAddresses: vi.fn(async () => []),
    lookupPostalCode: vi.fn(async () => null),
    ...over,
  };
}

const wrap = (ui: React.ReactNode) => render(<IntlProvider locale="en" messages={{ ...detailsMessages.en, journey_next: 'Next', journey_back: 'Back' }} onError={() => undefined}><QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider></IntlProvider>);
const PERSONAL = { firstName: 'Ayesha', lastName: 'Khan', dob: '15-06-1990', contactNumber: '3001234567', email: 'a@example.pk', CNICNumber: '3520212345671' };

describe('personal details page', () => {
  it('restores the draft, and a failed check keeps it and offers Try again', async () => {
    const checkNumberOfLines = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ enabled: true, eligible: true });
    const onNext = vi.fn();
    wrap(<PersonalDetailsPage source={fakeSource({ checkNumberOfLines })} journeyData={{ personalDraft: PERSONAL }} onBack={vi.fn()} onNext={onNext} onDraft={vi.fn()} />);
    expect(await screen.findByDisplayValue('Ayesha')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/could not check your details/)).toBeTruthy();
    expect(screen.getByDisplayValue('Ayesha')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(onNext.mock.calls[0]![0]).toMatchObject({ personal: { firstName: 'Ayesha', CNICNumber: '3520212345671' }, documentId: '3520212345671', kycRequired: true });
  });

  it('leaving the page (reload) within the typing pause still keeps the last keystrokes', async () => {
    const onDraft = vi.fn();
    wrap(<PersonalDetailsPage source={fakeSource()} journeyData={{ personalDraft: { ...PERSONAL, CNICNumber: '352021234567' } }} onBack={vi.fn()} onNext={vi.fn()} onDraft={onDraft} />);
    const cnic = await screen.findByRole('textbox', { name: 'CNIC number' });
    // Twelve digits: not whole, nothing read back yet.
    expect(screen.queryByTestId('personal-CNICNumber-read-back')).toBeNull();
    // The typing pause's timer runs on a simulated clock from here on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // The last digit, then at once (no timer can run in between) the page goes away.
      fireEvent.change(cnic, { target: { value: '3520212345671' } });
      expect(onDraft).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('pagehide'));
      expect(onDraft).toHaveBeenCalledTimes(1);
      expect(onDraft.mock.calls[0]![0]).toMatchObject({ personalDraft: { CNICNumber: '3520212345671' } });
      // The typing pause that follows does not save the same draft again.
      act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS + 50));
      expect(onDraft).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the CNIC once and reads a whole one back grouped as on the card, tied to the box (issue 46)', async () => {
    wrap(<PersonalDetailsPage source={fakeSource()} journeyData={{ personalDraft: { ...PERSONAL, CNICNumber: '' } }} onBack={vi.fn()} onNext={vi.fn()} onDraft={vi.fn()} />);
    const cnic = await screen.findByRole('textbox', { name: 'CNIC number' });
    expect(screen.queryAllByRole('textbox', { name: /CNIC/ })).toHaveLength(1);
    await userEvent.type(cnic, '4210112345671');
    const back = screen.getByTestId(`${cnic.id}-read-back`);
    expect(back.textContent).toBe(`${detailsMessages.en.cnic_read_back} 42101-1234567-1`);
    expect(cnic.getAttribute('aria-describedby')?.split(' ')).toContain(back.id);
    await userEvent.type(cnic, '{Backspace}');
    expect(screen.queryByTestId(`${cnic.id}-read-back`)).toBeNull();
  });

  it('a CNIC with 5 lines already stops Next', async () => {
    const onNext = vi.fn();
    const source = fakeSource({ checkNumberOfLines: vi.fn(async () => ({ enabled: true, eligible: false, maxLines: 5 })) });
    wrap(<PersonalDetailsPage source={source} journeyData={{ personal: PERSONAL }} onBack={vi.fn()} onNext={onNext} onDraft={vi.fn()} />);
    await screen.findByDisplayValue('Ayesha');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This CNIC already has the maximum of 5 lines.')).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();
  });
});

describe('address details page', () => {
  it('turning same-as-billing on copies billing into delivery; Next sends doorstep, slot and both addresses', async () => {
    const onNext = vi.fn();
    const billing = { postalCode: '54000', province: 'Punjab', city: 'Lahore', area: 'Gulberg', addressLine1: '12 Mall Road' };
    wrap(
      <AddressDetailsPage
        source={fakeSource()}
        journeyData={{ addressDraft: { billingAddress: billing, deliveryAddress: { city: 'Karachi' }, sameAsBilling: false, deliveryMethod: 'DOORSTEP_DELIVERY' } }}
        onBack={vi.fn()}
        onNext={onNext}
        onDraft={vi.fn()}
        notify={vi.fn()}
      />,
    );
    expect(await screen.findByRole('group', { name: 'Delivery address' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Collect in this store' })).toBeNull();
    await userEvent.click(await screen.findByRole('radio', { name: '09:00–12:00' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Delivery address is the same as billing address' }));
    expect(screen.queryByRole('group', { name: 'Delivery address' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(onNext.mock.calls[0]![0]).toMatchObject({ deliveryMethod: 'DOORSTEP_DELIVERY', slot: 'SLOT-1', sameAsBilling: true, deliveryAddress: { city: 'Lahore', addressLine1: '12 Mall Road' } });
  });

  it('self-pickup with no points raises pick_up_address_error', async () => {
    const notify = vi.fn();
    wrap(
      <AddressDetailsPage
        source={fakeSource()}
        journeyData={{ addressDraft: { billingAddress: { postalCode: '25000' }, deliveryMethod: 'SELF_PICKUP' } }}
        onBack={vi.fn()}
        onNext={vi.fn()}
        onDraft={vi.fn()}
        notify={notify}
      />,
    );
    expect(await screen.findByText('No pick-up slot is available at this address.')).toBeTruthy();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('pick_up_address_error'));
  });
});

describe('field configs served by the gateway', () => {
  it('asks GET_FORM_CONFIG for the personal, billing and delivery forms', async () => {
    const call = vi.fn(async (_name: string, input: { params?: { form?: string } }) => ({ form: input.params?.form, attributes: [] }));
    const source = apiDetailsSource({ call } as unknown as ApiClient);
    expect(await source.loadPersonalConfig()).toEqual({ form: 'personal', attributes: [] });
    expect(await source.loadAddressConfigs()).toEqual({ billing: { form: 'billing', attributes: [] }, delivery: { form: 'delivery', attributes: [] } });
    expect(call.mock.calls.map(([name, input]) => [name, input.params?.form])).toEqual([
      ['GET_FORM_CONFIG', 'personal'], ['GET_FORM_CONFIG', 'billing'], ['GET_FORM_CONFIG', 'delivery'],
    ]);
  });

  const down = () => new ApiError('http', { status: 503, code: 'INTERNAL_ERROR', description: 'down' }, 'GET_FORM_CONFIG');
  it.each([
    {
      name: 'personal',
      render: (source: DetailsSource) => <PersonalDetailsPage source={source} journeyData={{ personalDraft: PERSONAL }} onBack={vi.fn()} onNext={vi.fn()} onDraft={vi.fn()} />,
      over: () => ({ loadPersonalConfig: vi.fn().mockRejectedValueOnce(down()).mockResolvedValue(personalFormConfig) }),
      field: 'Ayesha',
    },
    {
      name: 'address',
      render: (source: DetailsSource) => <AddressDetailsPage source={source} journeyData={{ simType: 'physical_sim', addressDraft: { billingAddress: { city: 'Lahore' } } }} onBack={vi.fn()} onNext={vi.fn()} onDraft={vi.fn()} notify={vi.fn()} />,
      over: () => ({ loadAddressConfigs: vi.fn().mockRejectedValueOnce(down()).mockResolvedValue({ billing: billingFormConfig, delivery: deliveryFormConfig }) }),
      field: 'Lahore',
    },
  ])('a $name config that fails to load says so, offers Try again, and the retry shows the form with the draft', async ({ render: view, over, field }) => {
    wrap(view(fakeSource(over())));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load this form. Your entries are kept.');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue(field)).toBeTruthy();
  });

  describe('asks only what the postal code does not fill (issue 46)', () => {
    const LAHORE = { postalCode: '54000', country: 'PK', state: '', province: 'Punjab', district: 'Lahore', city: 'Lahore', area: 'Gulberg' };
    const known = vi.fn(async (_country: string, code: string) => (code === '54000' ? { places: LAHORE, names: {} } : null));
    const page = (source: DetailsSource, billingAddress: Record<string, string> = {}) =>
      wrap(<AddressDetailsPage source={source} journeyData={{ addressDraft: { billingAddress, deliveryMethod: 'DOORSTEP_DELIVERY' } }} onBack={vi.fn()} onNext={vi.fn()} onDraft={vi.fn()} notify={vi.fn()} />);
    const box = (name: string) => screen.queryByRole('textbox', { name });

    it('a known code fills province, city and area, read back with Change instead of three boxes', async () => {
      page(fakeSource({ lookupPostalCode: known }));
      await userEvent.type(await screen.findByRole('textbox', { name: 'Postal code' }), '54000');
      const status = await screen.findByTestId('billing-postal-status');
      await waitFor(() => expect(status.dataset.state).toBe('read-back'));
      expect(status.textContent).toContain('Gulberg, Lahore, Punjab');
      expect(box('Province')).toBeNull();
      expect(box('City')).toBeNull();
      expect(box('Area')).toBeNull();
      expect(known).toHaveBeenCalledWith('PK', '54000');
      // Change gives the boxes back, filled, with the keyboard in the first one.
      await userEvent.click(screen.getByRole('button', { name: 'Change Gulberg, Lahore, Punjab' }));
      expect((box('City') as HTMLInputElement).value).toBe('Lahore');
      expect((box('Province') as HTMLInputElement).value).toBe('Punjab');
      await waitFor(() => expect(document.activeElement).toBe(box('Province')));
    });

    it('an unknown code leaves the boxes to type and says so', async () => {
      page(fakeSource({ lookupPostalCode: known }));
      await userEvent.type(await screen.findByRole('textbox', { name: 'Postal code' }), '99999');
      await waitFor(() => expect(screen.getByTestId('billing-postal-status').dataset.state).toBe('unknown'));
      expect(screen.getByTestId('billing-postal-status').textContent).toBe(detailsMessages.en.details_postal_unknown);
      expect(box('City')).not.toBeNull();
    });

    it('a failed lookup keeps what was typed, says what happened, and Try again fills it', async () => {
      const flaky = vi.fn().mockRejectedValueOnce(new Error('down')).mockImplementation(known);
      page(fakeSource({ lookupPostalCode: flaky }), { city: 'Lahore', addressLine1: '12 Mall Road' });
      await userEvent.type(await screen.findByRole('textbox', { name: 'Postal code' }), '54000');
      await waitFor(() => expect(screen.getByTestId('billing-postal-status').dataset.state).toBe('failed'));
      const alert = within(screen.getByTestId('billing-postal-status')).getByRole('alert');
      expect(alert.textContent).toContain(detailsMessages.en.details_postal_failed);
      expect((box('City') as HTMLInputElement).value).toBe('Lahore');
      expect((box('Address line 1') as HTMLInputElement).value).toBe('12 Mall Road');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.getByTestId('billing-postal-status').dataset.state).toBe('read-back'));
      expect((box('Address line 1') as HTMLInputElement).value).toBe('12 Mall Road');
      expect(flaky).toHaveBeenCalledTimes(2);
    });

    it('a reloaded address whose code filled its places keeps them read back while the code is looked up again, so nothing under them moves', async () => {
      let answer: (value: { places: typeof LAHORE; names: Record<string, string> } | null) => void = () => undefined;
      const slow = vi.fn(() => new Promise<{ places: typeof LAHORE; names: Record<string, string> } | null>((resolve) => (answer = resolve)));
      page(fakeSource({ lookupPostalCode: slow }), { postalCode: '54000', province: 'Punjab', city: 'Lahore', area: 'Gulberg', addressLine1: '12 Mall Road' });
      await screen.findByRole('textbox', { name: 'Postal code' });
      const status = screen.getByTestId('billing-postal-status');
      // Before the answer: the places as the form holds them, no boxes, the line the answer will give.
      expect(status.dataset.state).toBe('read-back');
      expect(status.textContent).toContain('Gulberg, Lahore, Punjab');
      expect(box('City')).toBeNull();
      await waitFor(() => expect(slow).toHaveBeenCalledWith('PK', '54000'));
      await act(async () => answer({ places: LAHORE, names: {} }));
      expect(status.dataset.state).toBe('read-back');
      expect(box('City')).toBeNull();
    });

    it('a reloaded address whose places the code does not give shows them as boxes once the answer says so', async () => {
      let answer: (value: null) => void = () => undefined;
      const lookup = vi.fn(() => new Promise<null>((resolve) => (answer = resolve)));
      page(fakeSource({ lookupPostalCode: lookup }), { postalCode: '54000', province: 'Punjab', city: 'Lahore', area: 'Gulberg' });
      await screen.findByRole('textbox', { name: 'Postal code' });
      expect(box('City')).toBeNull();
      // The lookup starts in an effect after the first paint: answer it only once it is asked.
      await waitFor(() => expect(lookup).toHaveBeenCalledWith('PK', '54000'));
      await act(async () => answer(null));
      expect((box('City') as HTMLInputElement).value).toBe('Lahore');
      expect(screen.getByTestId('billing-postal-status').dataset.state).toBe('unknown');
    });

    it("a code typed after the reload is looked up with the boxes shown, not with the last code's places read back as its own", async () => {
      const KARACHI = { postalCode: '75500', country: 'PK', state: '', province: 'Sindh', district: 'Karachi', city: 'Karachi', area: 'Clifton' };
      let answer: (value: { places: typeof KARACHI; names: Record<string, string> }) => void = () => undefined;
      const lookup = vi.fn((_country: string, code: string) => (code === '54000' ? Promise.resolve({ places: LAHORE, names: {} }) : new Promise<{ places: typeof KARACHI; names: Record<string, string> }>((resolve) => (answer = resolve))));
      page(fakeSource({ lookupPostalCode: lookup }), { postalCode: '54000', province: 'Punjab', city: 'Lahore', area: 'Gulberg' });
      const postal = await screen.findByRole('textbox', { name: 'Postal code' });
      const status = screen.getByTestId('billing-postal-status');
      await waitFor(() => expect(lookup).toHaveBeenCalledWith('PK', '54000'));
      expect(status.dataset.state).toBe('read-back');
      await userEvent.clear(postal);
      await userEvent.type(postal, '75500');
      await waitFor(() => expect(lookup).toHaveBeenCalledWith('PK', '75500'));
      expect(status.dataset.state).toBe('looking');
      expect(status.textContent).not.toContain('Lahore');
      await act(async () => answer({ places: KARACHI, names: {} }));
      expect(status.dataset.state).toBe('read-back');
      expect(status.textContent).toContain('Clifton, Karachi, Sindh');
    });

    it('what the customer typed is never overwritten: a city of their own keeps its box', async () => {
      page(fakeSource({ lookupPostalCode: known }), { city: 'Model Town Lahore' });
      await userEvent.type(await screen.findByRole('textbox', { name: 'Postal code' }), '54000');
      await waitFor(() => expect(screen.getByTestId('billing-postal-status').dataset.state).toBe('typed'));
      expect((box('City') as HTMLInputElement).value).toBe('Model Town Lahore');
      expect((box('Province') as HTMLInputElement).value).toBe('Punjab');
    });
  });
});
