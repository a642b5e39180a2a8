import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isRule46DocumentNumber } from '@labshop/domain/gst/invoice-number';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/support/read-pdf.ts';
import type { CreditNoteDocument, InvoiceLine, TaxInvoiceDocument } from './invoice-document.ts';
import { createPdfDocument } from './fonts.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { writeText } from './pdf-layout.ts';

const SELLER = {
  legalName: 'LabShop Scientific Pvt. Ltd.',
  address: '12 Industrial Estate, Guindy, Chennai 600032, Tamil Nadu, India',
  gstin: '33AABCL4821K1ZN',
  stateCode: '33',
};

// Paid in all: 2 x 45,200.25 + 3 x 8,000 + 350 delivery + 5,700 = ₹1,20,450.50.
const LINES: InvoiceLine[] = [
  {
    description: 'Benchtop pH meter with ATC probe',
    hsnCode: '90278090',
    quantity: 2,
    unit: 'NOS',
    unitPricePaise: 45_200_25,
    deliveryChargePaise: 0,
    ratePercent: 18,
  },
  {
    description: 'Borosilicate beaker 500 ml, pack of 12',
    hsnCode: '70179090',
    quantity: 3,
    unit: 'NOS',
    unitPricePaise: 8_000_00,
    deliveryChargePaise: 350_00,
    ratePercent: 12,
  },
  {
    description: 'Nitrile gloves, box of 100',
    hsnCode: '40151900',
    quantity: 1,
    unit: 'NOS',
    unitPricePaise: 5_700_00,
    deliveryChargePaise: 0,
    ratePercent: 5,
  },
];

function invoiceTo(
  placeOfSupplyCode: string,
  recipient: TaxInvoiceDocument['recipient'],
): TaxInvoiceDocument {
  return {
    kind: 'invoice',
    number: 'LS/2627/000123',
    issuedAt: new Date('2026-05-12T09:41:00Z'),
    orderReference: 'TXN1778579000123',
    seller: SELLER,
    recipient,
    placeOfSupplyCode,
    lines: LINES,
  };
}

const tamilNaduInvoice = invoiceTo('33', {
  name: 'Kaveri Research Labs',
  billingAddress: '8 Avinashi Road, Peelamedu, Coimbatore 641004, Tamil Nadu',
});
const karnatakaInvoice = invoiceTo('29', {
  name: 'Bharat Analytical Labs Pvt. Ltd.',
  billingAddress: '4 Peenya Industrial Area, Bengaluru 560058, Karnataka',
  gstin: '29AAGCB7383J1Z4',
});

/** INVOICE_SAMPLES_DIR=/tmp/x keeps the PDFs, to look at (pdftoppm -png turns them into PNGs). */
function keep(name: string, pdf: Buffer) {
  const dir = process.env.INVOICE_SAMPLES_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), pdf);
}

async function render(document: TaxInvoiceDocument | CreditNoteDocument, name: string) {
  const pdf = await renderInvoicePdf(document);
  keep(name, pdf);
  return { bytes: pdf, read: await readPdf(pdf) };
}

/** '₹1,20,450.50' or '1,20,450.50' -> paise */
function paise(text: string | undefined): number {
  if (text === undefined) throw new Error('no amount');
  return Math.round(Number(text.replace(/[₹,]/g, '')) * 100);
}

/** The amount printed after a label in the totals, e.g. 'Grand total ₹1,20,450.50'. */
function amountAfter(flow: string, label: string): number {
  const match = new RegExp(`${label} (-?₹[0-9,.]+)`).exec(flow);
  return paise(match?.[1]);
}

describe('tax invoice PDF', () => {
  it('is an A4 page whose fonts are all embedded, rupee sign included', async () => {
    const { bytes, read } = await render(tamilNaduInvoice, 'invoice-tamil-nadu.pdf');
    expect(read.pages).toHaveLength(1);
    const [page] = read.pages;
    expect(page?.width).toBeCloseTo(595.28, 1);
    expect(page?.height).toBeCloseTo(841.89, 1);
    expect(page?.fonts.length).toBeGreaterThan(0);
    for (const font of page?.fonts ?? []) {
      expect(font.name).toMatch(/DejaVuSansCondensed/);
      expect(font.isEmbedded).toBe(true);
    }
    const raw = bytes.toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(read.text).toContain('Grand total ₹1,20,450.50');
    expect(read.title).toBe('Tax invoice LS/2627/000123');
  });

  it('names supplier and recipient with their GSTINs, and the place of supply', async () => {
    const { read } = await render(karnatakaInvoice, 'invoice-karnataka.pdf');
    expect(read.flow).toMatch(
      /^LabShop Scientific Pvt\. Ltd\. 12 Industrial Estate, Guindy, Chennai 600032, Tamil Nadu, India GSTIN: 33AABCL4821K1ZN State: Tamil Nadu \(33\) TAX INVOICE /,
    );
    expect(read.flow).toContain(
      'Bill to Bharat Analytical Labs Pvt. Ltd. 4 Peenya Industrial Area, Bengaluru 560058, Karnataka GSTIN: 29AAGCB7383J1Z4',
    );
    expect(read.flow).toContain('Place of supply Karnataka (29)');
  });

  it('prints the invoice number in its format and the date of issue in India', async () => {
    const { read } = await render(
      { ...tamilNaduInvoice, number: 'LS/2627/000001', issuedAt: new Date('2026-03-31T19:00:00Z') },
      'invoice-first-of-year.pdf',
    );
    const number = /Invoice No\. (\S+)/.exec(read.flow)?.[1] ?? '';
    expect(number).toBe('LS/2627/000001');
    expect(number).toMatch(/^LS\/[0-9]{4}\/[0-9]{6}$/);
    expect(isRule46DocumentNumber(number)).toBe(true);
    // 19:00 UTC on 31 March is 00:30 on 1 April in India.
    expect(read.flow).toContain('Date of issue 01 Apr 2026');
  });

  it('charges CGST and SGST at half the rate each within Tamil Nadu', async () => {
    const { read } = await render(tamilNaduInvoice, 'invoice-tamil-nadu.pdf');
    expect(read.flow).toContain('Place of supply Tamil Nadu (33)');
    expect(read.flow).toContain('Supply Intra-state (CGST + SGST)');
    expect(read.text).not.toContain('IGST');
    // Taxable value, rate, CGST, SGST and line total of each row, to the paisa.
    expect(read.text).toMatch(
      /90278090 2 NOS 45,200\.25 76,610\.59 18% 6,894\.95 6,894\.95 90,400\.49$/m,
    );
    expect(read.text).toMatch(
      /70179090 3 NOS 8,000\.00 21,428\.57 12% 1,285\.71 1,285\.71 23,999\.99$/m,
    );
    expect(read.text).toMatch(
      /^Delivery charges for item 2 70179090 312\.50 12% 18\.75 18\.75 350\.00$/m,
    );
    expect(read.text).toMatch(/40151900 1 NOS 5,700\.00 5,428\.57 5% 135\.71 135\.71 5,699\.99$/m);
    expect(amountAfter(read.flow, 'Total taxable value')).toBe(1_03_780_23);
    expect(amountAfter(read.flow, 'CGST')).toBe(8_335_12);
    expect(amountAfter(read.flow, 'SGST')).toBe(8_335_12);
    expect(amountAfter(read.flow, 'Rounding off')).toBe(3);
  });

  it('charges IGST at the full rate for a Karnataka address', async () => {
    const { read } = await render(karnatakaInvoice, 'invoice-karnataka.pdf');
    expect(read.flow).toContain('Supply Inter-state (IGST)');
    expect(read.text).not.toMatch(/CGST|SGST/);
    expect(read.text).toMatch(/90278090 2 NOS 45,200\.25 76,610\.59 18% 13,789\.91 90,400\.50$/m);
    expect(read.text).toMatch(/70179090 3 NOS 8,000\.00 21,428\.57 12% 2,571\.43 24,000\.00$/m);
    expect(read.text).toMatch(/^Delivery charges for item 2 70179090 312\.50 12% 37\.50 350\.00$/m);
    expect(read.text).toMatch(/40151900 1 NOS 5,700\.00 5,428\.57 5% 271\.43 5,700\.00$/m);
    expect(amountAfter(read.flow, 'Total taxable value')).toBe(1_03_780_23);
    expect(amountAfter(read.flow, 'IGST')).toBe(16_670_27);
    expect(amountAfter(read.flow, 'Rounding off')).toBe(0);
  });

  it.each([
    ['Tamil Nadu', tamilNaduInvoice, ['CGST', 'SGST']],
    ['Karnataka', karnatakaInvoice, ['IGST']],
  ] as const)('adds up to the amount paid for %s, to the paisa', async (_, document, taxes) => {
    const { read } = await render(document, `invoice-${document.placeOfSupplyCode}.pdf`);
    const grandTotal = amountAfter(read.flow, 'Grand total');
    expect(grandTotal).toBe(1_20_450_50);
    const parts =
      amountAfter(read.flow, 'Total taxable value') +
      taxes.reduce((sum, tax) => sum + amountAfter(read.flow, tax), 0) +
      amountAfter(read.flow, 'Rounding off');
    expect(parts).toBe(grandTotal);
  });

  it('writes the total in words in the Indian system', async () => {
    const { read } = await render(tamilNaduInvoice, 'invoice-tamil-nadu.pdf');
    expect(read.flow).toContain(
      'Amount in words Rupees One Lakh Twenty Thousand Four Hundred and Fifty and Paise Fifty Only',
    );
  });

  it('says when the buyer has no GSTIN', async () => {
    const { read } = await render(tamilNaduInvoice, 'invoice-tamil-nadu.pdf');
    expect(read.flow).toContain('Coimbatore 641004, Tamil Nadu GSTIN: unregistered buyer');
  });

  it('prints Ship to under Bill to when the address names who receives the goods', async () => {
    const { read } = await render(
      {
        ...karnatakaInvoice,
        shipTo: {
          name: 'Dr Meena Iyer',
          company: 'Bharat Analytical Labs, QC wing',
          phone: '9876543210',
          address: 'Gate 3, 4 Peenya Industrial Area, Bengaluru 560058, Karnataka',
        },
      },
      'invoice-ship-to.pdf',
    );
    expect(read.flow).toContain(
      'GSTIN: 29AAGCB7383J1Z4 Ship to Dr Meena Iyer Bharat Analytical Labs, QC wing Gate 3, 4 Peenya Industrial Area, Bengaluru 560058, Karnataka Phone: 9876543210',
    );
    expect(read.pages).toHaveLength(1);
  });

  it('prints no Ship to when the buyer receives at the billing address', async () => {
    const { read } = await render(karnatakaInvoice, 'invoice-karnataka.pdf');
    expect(read.flow).not.toContain('Ship to');
  });

  it('refuses a place of supply that is not a GST state code', async () => {
    await expect(
      renderInvoicePdf({ ...tamilNaduInvoice, placeOfSupplyCode: '25' }),
    ).rejects.toThrow(/place of supply/);
  });

  it('carries a long order onto further pages, repeating the table heading', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      ...LINES[i % LINES.length]!,
      description: `Item ${i + 1}: volumetric flask class A with stopper, ${(i + 1) * 10} ml`,
    }));
    const { read } = await render({ ...karnatakaInvoice, lines }, 'invoice-long.pdf');
    expect(read.pages.length).toBeGreaterThan(1);
    const second = read.pages[1];
    expect(second?.lines[0]).toBe(
      'LabShop Scientific Pvt. Ltd. · GSTIN 33AABCL4821K1ZN TAX INVOICE LS/2627/000123 (continued)',
    );
    expect(second?.lines[1]).toMatch(/^# Description HSN Qty Unit/);
    expect(read.text).toContain(`Page ${read.pages.length} of ${read.pages.length}`);
    for (let i = 1; i <= 40; i++) expect(read.flow).toContain(`Item ${i}: volumetric flask`);
    expect(amountAfter(read.flow, 'Grand total')).toBe(
      lines.reduce((sum, l) => sum + l.quantity * l.unitPricePaise + l.deliveryChargePaise, 0),
    );
  });

  it('shrinks a crore-sized figure to fit its cell rather than breaking it', async () => {
    const lines = [{ ...LINES[0]!, quantity: 3, unitPricePaise: 4_12_34_567_89 }];
    const { read } = await render({ ...karnatakaInvoice, lines }, 'invoice-crore.pdf');
    expect(read.text).toContain('4,12,34,567.89');
    expect(read.text).toMatch(/ 12,37,03,703\.67$/m);
  });
});

describe('fonts and bytes', () => {
  it('parses each font once per document, however many cells it writes', () => {
    const pdf = createPdfDocument({ size: 'A4' });
    for (let i = 0; i < 200; i++) writeText(pdf, `cell ${i}`, 40, 40, 100, { bold: i % 3 === 0 });
    // pdfkit numbers every font it opens; re-opening a face per cell made this climb per cell.
    expect((pdf as unknown as { _fontCount: number })._fontCount).toBe(2);
    pdf.end();
  });

  it('renders a document to the same bytes every time, so kept bytes and ETags stay valid', async () => {
    const first = await renderInvoicePdf(karnatakaInvoice);
    const second = await renderInvoicePdf(structuredClone(karnatakaInvoice));
    expect(second.equals(first)).toBe(true);
  });
});

describe('credit note PDF', () => {
  const creditNote: CreditNoteDocument = {
    ...karnatakaInvoice,
    kind: 'credit-note',
    number: 'CN/2627/000007',
    issuedAt: new Date('2026-06-02T20:15:00Z'),
    reverses: { number: 'LS/2627/000123', issuedAt: new Date('2026-05-12T09:41:00Z') },
    reason: 'Order cancelled',
  };

  it('references the invoice it reverses and credits the whole amount', async () => {
    const { read } = await render(creditNote, 'credit-note-karnataka.pdf');
    expect(read.flow).toContain('State: Tamil Nadu (33) CREDIT NOTE Original for recipient');
    expect(read.flow).toContain('Credit note No. CN/2627/000007');
    expect(read.flow).toContain('Date of issue 03 Jun 2026');
    expect(read.flow).toContain('Against invoice LS/2627/000123');
    expect(read.flow).toContain('Invoice date 12 May 2026');
    expect(read.flow).toContain('This credit note reverses invoice LS/2627/000123 in full.');
    expect(amountAfter(read.flow, 'Total credited')).toBe(1_20_450_50);
    expect(read.text).toMatch(/90278090 2 NOS 45,200\.25 76,610\.59 18% 13,789\.91 90,400\.50$/m);
    expect(read.title).toBe('Credit note CN/2627/000007');
  });
});
