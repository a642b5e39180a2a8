import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_MESSAGES } from '@labshop/domain/validation/address';
import { AlertProvider } from '../../components/alert-provider.tsx';
import { AddressForm } from './address-form.tsx';
import { ADDRESS_TEXT } from './api.ts';

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AlertProvider>
        <AddressForm editing={null} onDone={vi.fn()} />
      </AlertProvider>
    </QueryClientProvider>,
  );
}

describe('AddressForm', () => {
  afterEach(cleanup);

  it('blocks an empty submit with the per-field and the form-level messages', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText(ADDRESS_MESSAGES.incomplete)).toBeTruthy();
    for (const message of [
      ADDRESS_MESSAGES.street,
      ADDRESS_MESSAGES.city,
      ADDRESS_MESSAGES.state,
      ADDRESS_MESSAGES.zipcode,
      ADDRESS_MESSAGES.landmark,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('checks the PIN code live: 6 digits', async () => {
    renderForm();
    const zipcode = screen.getByLabelText('PIN code');
    fireEvent.change(zipcode, { target: { value: '60003' } });
    expect(await screen.findByText('PIN code must be 6 digits')).toBeTruthy();
    fireEvent.change(zipcode, { target: { value: '600002' } });
    await vi.waitFor(() => expect(screen.queryByText(ADDRESS_MESSAGES.zipcode)).toBeNull());
  });

  it('offers the 28 states and 8 union territories as a list, none chosen at first', () => {
    renderForm();
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    const names = Array.from(state.options, (option) => option.value).filter(Boolean);
    expect(names).toHaveLength(36);
    expect(names).toContain('Tamil Nadu');
    expect(names).toContain('Dadra and Nagar Haveli and Daman and Diu');
    expect(state.value).toBe('');
  });

  it('fills the state, and a big city, from the PIN code as it is typed', async () => {
    renderForm();
    const zipcode = screen.getByLabelText('PIN code');
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    const city = screen.getByLabelText('City') as HTMLInputElement;
    fireEvent.change(zipcode, { target: { value: '6' } });
    expect(state.value).toBe('');
    fireEvent.change(zipcode, { target: { value: '68' } });
    expect(state.value).toBe('Kerala');
    expect(screen.getByText('Filled in from the PIN code.')).toBeTruthy();
    fireEvent.change(zipcode, { target: { value: '411026' } });
    expect(state.value).toBe('Maharashtra');
    expect(city.value).toBe('Pune');
    expect(screen.getAllByText('Filled in from the PIN code.')).toHaveLength(2);
  });

  it('keeps a city the shopper typed', () => {
    renderForm();
    const city = screen.getByLabelText('City') as HTMLInputElement;
    fireEvent.change(city, { target: { value: 'Pimpri' } });
    fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '411026' } });
    expect(city.value).toBe('Pimpri');
  });

  it('refuses a state the PIN code is not in, beside the PIN code, until corrected', async () => {
    renderForm();
    const zipcode = screen.getByLabelText('PIN code');
    const state = screen.getByLabelText('State');
    fireEvent.change(zipcode, { target: { value: '682001' } });
    fireEvent.change(state, { target: { value: 'Maharashtra' } });
    expect(await screen.findByText('This PIN code is not in Maharashtra.')).toBeTruthy();
    expect(zipcode.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(state, { target: { value: 'Kerala' } });
    await vi.waitFor(() =>
      expect(screen.queryByText('This PIN code is not in Maharashtra.')).toBeNull(),
    );
  });

  it('asks for letters in the city', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: '411026' } });
    expect(await screen.findByText('City must contain letters')).toBeTruthy();
  });

  it('shows the server’s reason beside its field, not only in the passing alert', async () => {
    const message = 'This PIN code is not in Kerala.';
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message, errors: { zipcode: message } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText('Street'), { target: { value: '14 Hinjewadi' } });
    fireEvent.change(screen.getByLabelText('Landmark'), { target: { value: 'IT park' } });
    fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '682001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText(ADDRESS_TEXT.addFailed)).toBeTruthy();
    fetchSpy.mockRestore();
  });

  it('offers an optional recipient name, phone and company, the phone checked as the spec’s', async () => {
    renderForm();
    expect(screen.getByRole('group', { name: /Delivery contact/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Recipient phone'), { target: { value: '98765' } });
    expect(
      await screen.findByText('Phone Number must contain exactly 10 digits and no spaces'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Recipient name')).toBeTruthy();
    expect(screen.getByLabelText('Company')).toBeTruthy();
  });

  it('defaults the address type to Home', () => {
    renderForm();
    expect((screen.getByLabelText('Home') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Office') as HTMLInputElement).checked).toBe(false);
  });
});
