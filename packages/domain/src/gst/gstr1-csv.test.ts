import { describe, expect, it } from 'vitest';
import { csvLine, gstAmount, gstDate, placeOfSupply } from './gstr1-csv.ts';
import { b2clThresholdPaise, taxDocument, type Gstr1Document } from './gstr1-sections.ts';

describe('GSTR-1 cells', () => {
  it('writes rupees with two decimals and no grouping, negatives included', () => {
    expect(gstAmount(0)).toBe('0.00');
    expect(gstAmount(5)).toBe('0.05');
    expect(gstAmount(12_345_678)).toBe('123456.78');
    expect(gstAmount(-50)).toBe('-0.50');
  });

  it('dates a document by India’s calendar as dd-mmm-yyyy', () => {
    // 20:00 UTC on 31 October is already 1 November in India.
    expect(gstDate(new Date('2026-10-31T20:00:00Z'))).toBe('01-Nov-2026');
    expect(gstDate(new Date('2026-10-31T18:00:00Z'))).toBe('31-Oct-2026');
  });

  it('names the place of supply by code and state', () => {
    expect(placeOfSupply('33')).toBe('33-Tamil Nadu');
    expect(placeOfSupply('97')).toBe('97-Other Territory');
  });

  it('quotes commas and quotes, and keeps a formula as text', () => {
    expect(csvLine(['Acme, Labs', 'say "hi"', '=SUM(A1)', '12.50'])).toBe(
      '"Acme, Labs","say ""hi""",\'=SUM(A1),12.50\r\n',
    );
  });
});

const document = (over: Partial<Gstr1Document>): Gstr1Document => ({
  kind: 'invoice',
  number: 'LS/2627/000001',
  issuedAt: new Date('2026-09-10T06:00:00Z'),
  recipientName: 'Priya',
  sellerStateCode: '33',
  placeOfSupplyCode: '27',
  lines: [
    {
      hsnCode: '9027',
      description: 'Burette',
      unit: 'NOS',
      quantity: 1,
      unitPricePaise: 1_50_000_00,
      deliveryChargePaise: 0,
      ratePercent: 18,
    },
  ],
  invoiceValuePaise: 1_50_000_00,
  ...over,
});

describe('GSTR-1 sections', () => {
  it('sorts documents by buyer, place and size', () => {
    expect(taxDocument(document({ recipientGstin: '27AAPFU0939F1ZV' })).section).toBe('b2b');
    expect(taxDocument(document({})).section).toBe('b2cl');
    expect(taxDocument(document({ placeOfSupplyCode: '33' })).section).toBe('b2cs');
    expect(taxDocument(document({ invoiceValuePaise: 1_00_000_00 })).section).toBe('b2cs');
    const note = { kind: 'credit-note' as const, reverses: { number: 'x', issuedAt: new Date() } };
    expect(taxDocument(document({ ...note, recipientGstin: '27AAPFU0939F1ZV' })).section).toBe(
      'cdnr',
    );
    expect(taxDocument(document(note)).section).toBe('cdnur');
    expect(taxDocument(document({ ...note, placeOfSupplyCode: '33' })).section).toBe('b2cs');
  });

  it('uses the B2C (Large) limit of the invoice’s own month', () => {
    expect(b2clThresholdPaise('2024-07')).toBe(2_50_000_00);
    expect(b2clThresholdPaise('2024-08')).toBe(1_00_000_00);
    const july2024 = new Date('2024-07-15T06:00:00Z');
    expect(taxDocument(document({ issuedAt: july2024 })).section).toBe('b2cs');
  });
});
