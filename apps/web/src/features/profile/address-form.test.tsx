import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_MESSAGES } from '@labshop/domain/validation/address';
import { AlertProvider } from '../../components/alert-provider.tsx';
import { AddressForm } from './address-form.tsx';

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

  it('defaults the address type to Home', () => {
    renderForm();
    expect((screen.getByLabelText('Home') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Office') as HTMLInputElement).checked).toBe(false);
  });
});
