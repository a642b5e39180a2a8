import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_MESSAGES } from '@labshop/domain/validation/quote';
import { AlertProvider } from '../../components/alert-provider.tsx';
import { RequestQuoteDialog } from './request-quote-dialog.tsx';

const LINE = {
  productId: 'p-1',
  variantId: null,
  name: 'Digital pH Meter',
  variantName: null,
  quantity: 2,
};

const PROFILE = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  phoneVerified: true,
  isCorporate: true,
  corporateDetails: {
    gstNumber: '29AAGCB7383J1Z4',
    tradeName: 'Bharat Labs',
    companyScale: 'small',
  },
  addresses: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: a corporate buyer signed in, and `onQuote` answering the request. */
function server(onQuote: (body: unknown) => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/auth/status')) {
      return json(200, { loggedIn: true, role: 'user', userId: 'u-1', firstName: 'Asha' });
    }
    if (url.endsWith('/api/user/profile')) return json(200, PROFILE);
    if (url.endsWith('/api/user/quotes')) return onQuote(JSON.parse(String(init?.body)));
    return json(404, { message: 'Not found' });
  });
}

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AlertProvider>
          <RequestQuoteDialog isOpen onClose={vi.fn()} lines={[LINE]} />
        </AlertProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RequestQuoteDialog', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('prefills the company and GSTIN of a corporate signup', async () => {
    server(() => json(500, {}));
    renderDialog();
    expect(await screen.findByDisplayValue('Bharat Labs')).toBeTruthy();
    expect(screen.getByDisplayValue('29AAGCB7383J1Z4')).toBeTruthy();
  });

  it('refuses a quantity of 0 with the domain’s message before sending anything', async () => {
    const fetchSpy = server(() => json(500, {}));
    renderDialog();
    fireEvent.input(screen.getByLabelText('Quantity'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(QUOTE_MESSAGES.quantity)).toBeTruthy();
    const posted = fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/api/user/quotes'));
    expect(posted).toEqual([]);
  });

  it('sends the lines and note, and shows the server’s words when it refuses', async () => {
    const sent: unknown[] = [];
    server((body) => {
      sent.push(body);
      return json(409, { message: QUOTE_MESSAGES.tooManyOpen });
    });
    renderDialog();
    await screen.findByDisplayValue('Bharat Labs');
    fireEvent.input(screen.getByLabelText('Quantity'), { target: { value: '40' } });
    fireEvent.input(screen.getByLabelText('Note for our sales team (optional)'), {
      target: { value: 'Before March' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(QUOTE_MESSAGES.tooManyOpen)).toBeTruthy();
    expect(sent).toEqual([
      {
        lines: [{ productId: 'p-1', variantId: null, quantity: 40 }],
        note: 'Before March',
        company: 'Bharat Labs',
        gstNumber: '29AAGCB7383J1Z4',
      },
    ]);
  });
});
