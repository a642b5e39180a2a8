import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSdsVersion } from '@labshop/domain/api/safety-data-sheets';
import { SDS_MAX_BYTES, SDS_MESSAGES } from '@labshop/domain/chemicals/safety-data-sheet';
import { AlertProvider } from '../../../components/alert-provider.tsx';
import { SafetyDataSheetCard } from './safety-data-sheet-card.tsx';

const SHEET: AdminSdsVersion = {
  _id: 's1',
  fileName: 'acetone-sds.pdf',
  byteSize: 3 * 1024,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  uploadedBy: 'Asha',
  url: '/api/admin/products/p1/sds/s1',
  isCurrent: true,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Lists `sheets`; answers an upload with `uploadAnswer`, counting the uploads. */
function fakeApi(sheets: AdminSdsVersion[], uploadAnswer: () => Response) {
  const uploads: FormData[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (init?.method !== 'POST') return json({ sheets });
    uploads.push(init.body as FormData);
    return uploadAnswer();
  });
  return uploads;
}

function renderCard() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AlertProvider>
        <SafetyDataSheetCard productId="p1" />
      </AlertProvider>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('region', { name: 'Safety data sheet' }));
}

const pick = (card: ReturnType<typeof renderCard>, file: File) =>
  fireEvent.change(card.getByLabelText('Upload a new version'), { target: { files: [file] } });

const pdf = (name = 'sheet.pdf') => new File(['%PDF-1.4 sheet'], name, { type: 'application/pdf' });

describe('the safety data sheet card', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the current sheet with its day, size and a download link', async () => {
    fakeApi([SHEET], () => json({}));
    const card = renderCard();
    const link = await card.findByRole('link', { name: /^Download acetone-sds\.pdf of / });
    expect(link.getAttribute('href')).toBe('/api/admin/products/p1/sds/s1');
    expect(card.getByText(/3 KB · Asha/)).toBeTruthy();
  });

  it('refuses a PNG named .pdf and an oversized PDF before sending anything', async () => {
    const uploads = fakeApi([], () => json({}));
    const card = renderCard();
    await card.findByText('No safety data sheet yet.');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])], 'x.pdf', {
      type: 'application/pdf',
    });
    pick(card, png);
    await card.findByText(SDS_MESSAGES.notPdf);
    expect(card.getByRole('button', { name: 'Upload PDF' }).hasAttribute('disabled')).toBe(true);

    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: SDS_MAX_BYTES + 1 });
    pick(card, big);
    await card.findByText(SDS_MESSAGES.tooLarge);
    expect(uploads).toHaveLength(0);
  });

  it('sends a PDF as `file` and shows the server’s refusal', async () => {
    const uploads = fakeApi([], () => json({ message: 'Product not found' }, 404));
    const card = renderCard();
    await card.findByText('No safety data sheet yet.');
    pick(card, pdf());
    const upload = card.getByRole('button', { name: 'Upload PDF' });
    await waitFor(() => expect(upload.hasAttribute('disabled')).toBe(false));
    fireEvent.click(upload);
    await card.findByText('Product not found');
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.get('file') as File).name).toBe('sheet.pdf');
  });
});
