import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { TaxInvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { closeRenderPool, renderInWorker, startRenderPool } from './render-pool.ts';

const INVOICE: TaxInvoiceDocument = {
  kind: 'invoice',
  number: 'LS/2627/000042',
  issuedAt: new Date('2026-05-12T09:41:00Z'),
  orderReference: 'TXN1778579000042',
  seller: {
    legalName: 'LabShop Scientific Pvt. Ltd.',
    address: '12 Industrial Estate, Guindy, Chennai 600032, Tamil Nadu, India',
    gstin: '33AABCL4821K1ZN',
    stateCode: '33',
  },
  recipient: { name: 'Kaveri Research Labs', billingAddress: 'Coimbatore 641004, Tamil Nadu' },
  placeOfSupplyCode: '33',
  lines: [
    {
      description: 'Benchtop pH meter with ATC probe',
      hsnCode: '90278090',
      quantity: 2,
      unit: 'NOS',
      unitPricePaise: 45_200_25,
      deliveryChargePaise: 350_00,
      ratePercent: 18,
    },
  ],
};

afterAll(() => closeRenderPool());

describe('render pool', () => {
  it('starts ahead of the first render and says when its renderer has loaded', async () => {
    await expect(startRenderPool()).resolves.toBeUndefined();
    // Started once: asking again answers the same worker.
    await expect(startRenderPool()).resolves.toBeUndefined();
  });

  it('draws in its worker thread the same bytes as drawing here', async () => {
    const [inWorker, here] = await Promise.all([
      renderInWorker(INVOICE),
      renderInvoicePdf(INVOICE),
    ]);
    expect(inWorker.subarray(0, 5).toString()).toBe('%PDF-');
    expect(inWorker.equals(here)).toBe(true);
  });

  it('answers several documents at once, each with its own PDF', async () => {
    const numbers = ['LS/2627/000043', 'LS/2627/000044', 'LS/2627/000045'];
    const pdfs = await Promise.all(numbers.map((number) => renderInWorker({ ...INVOICE, number })));
    for (const [i, pdf] of pdfs.entries()) {
      expect(pdf.equals(await renderInvoicePdf({ ...INVOICE, number: numbers[i]! }))).toBe(true);
    }
  });

  it('passes a rendering error back, and keeps working after it', async () => {
    await expect(renderInWorker({ ...INVOICE, placeOfSupplyCode: '25' })).rejects.toThrow(
      /place of supply/,
    );
    expect((await renderInWorker(INVOICE)).length).toBeGreaterThan(1000);
  });

  it('fails what a stopped worker owed, and draws the next document in a new one', async () => {
    await renderInWorker(INVOICE);
    const owed = renderInWorker(INVOICE);
    await closeRenderPool();
    const next = renderInWorker(INVOICE);
    await expect(owed).rejects.toThrow(/PDF worker stopped/);
    expect((await next).length).toBeGreaterThan(1000);
  });

  it.runIf(process.platform === 'linux')(
    'draws at a lower CPU priority than the event loop',
    async () => {
      await renderInWorker(INVOICE);
      // On Linux each thread has its own nice value (field 19 of its stat line).
      const niceOf = (tid: string) => {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const nices = readdirSync('/proc/self/task').map(niceOf);
      expect(niceOf(String(process.pid))).toBe(0);
      expect(nices).toContain(10);
    },
  );
});
