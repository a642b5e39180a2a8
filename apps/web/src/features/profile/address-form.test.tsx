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

  it('checks the zipcode live: 5-6 digits', async () => {
    renderForm();
    const zipcode = screen.getByLabelText('Zipcode');
    fireEvent.change(zipcode, { target: { value: '6000' } });
    expect(await screen.findByText(ADDRESS_MESSAGES.zipcode)).toBeTruthy();
    fireEvent.change(zipcode, { target: { value: '600002' } });
    await vi.waitFor(() => expect(screen.queryByText(ADDRESS_MESSAGES.zipcode)).toBeNull());
  });

  it('defaults the address type to Home', () => {
    renderForm();
    expect((screen.getByLabelText('Home') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Office') as HTMLInputElement).checked).toBe(false);
  });
});
