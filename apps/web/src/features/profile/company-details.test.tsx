import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@labshop/domain/api/account';
import { AlertProvider } from '../../components/alert-provider.tsx';
import { CompanyDetails } from './company-details.tsx';

const PROFILE: Profile = {
  name: 'Priya Nair',
  email: 'priya@example.in',
  phoneNumber: '9876543210',
  phoneVerified: true,
  isCorporate: true,
  corporateDetails: { gstNumber: '29ABCDE1234F1ZW', tradeName: 'Nair Labs', companyScale: 'small' },
  addresses: [],
};

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AlertProvider>
        <CompanyDetails profile={PROFILE} />
      </AlertProvider>
    </QueryClientProvider>,
  );
  return screen.getByLabelText('GST Number') as HTMLInputElement;
}

function answer(status: number, body: object) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('CompanyDetails', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the trade name and scale, and the GSTIN to change', () => {
    const gstin = renderCard();
    expect(gstin.value).toBe('29ABCDE1234F1ZW');
    expect(screen.getByText('Nair Labs')).toBeTruthy();
    expect(screen.getByText('Small')).toBeTruthy();
  });

  it('checks the GSTIN by its checksum while typing, as signup does', async () => {
    const gstin = renderCard();
    fireEvent.change(gstin, { target: { value: '32AAACR5055K1ZH' } });
    expect(await screen.findByText('Please enter a valid GST Number.')).toBeTruthy();
    fireEvent.change(gstin, { target: { value: '' } });
    expect(await screen.findByText('GST Number is required.')).toBeTruthy();
  });

  it('saves a GSTIN and shows it as kept, upper case', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        answer(200, { message: 'GST Number updated successfully.', gstNumber: '32AAACR5055K1ZG' }),
      );
    const gstin = renderCard();
    fireEvent.change(gstin, { target: { value: '32aaacr5055k1zg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save GST Number' }));
    expect(await screen.findByText('GST Number updated successfully.')).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/user/profile/gst-number');
    expect(JSON.parse(String(init?.body))).toEqual({ gstNumber: '32AAACR5055K1ZG' });
    await vi.waitFor(() => expect(gstin.value).toBe('32AAACR5055K1ZG'));
  });

  it('keeps a refusal from the server beside the field', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      answer(403, { message: 'Only a corporate account can have a GST Number.' }),
    );
    const gstin = renderCard();
    fireEvent.change(gstin, { target: { value: '32AAACR5055K1ZG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save GST Number' }));
    await vi.waitFor(() =>
      expect(screen.getAllByText('Only a corporate account can have a GST Number.')).toHaveLength(
        2,
      ),
    );
    expect(gstin.getAttribute('aria-invalid')).toBe('true');
  });
});
