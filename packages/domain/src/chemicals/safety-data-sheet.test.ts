import { describe, expect, it } from 'vitest';
import {
  SDS_MAX_BYTES,
  SDS_MESSAGES,
  isPdf,
  keptFileName,
  sdsDownloadName,
  sdsFileProblem,
} from './safety-data-sheet.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('isPdf', () => {
  it('accepts bytes that start with %PDF-', () => {
    expect(isPdf(bytes('%PDF-1.7\n'))).toBe(true);
  });

  it('refuses a PNG, a text file and a too-short start', () => {
    expect(isPdf(PNG_HEAD)).toBe(false);
    expect(isPdf(bytes('hello %PDF-'))).toBe(false);
    expect(isPdf(bytes('%PDF'))).toBe(false);
  });
});

describe('sdsFileProblem', () => {
  it('lets a PDF within 5 MB through', () => {
    expect(sdsFileProblem(2048, bytes('%PDF-1.4'))).toBeNull();
  });

  it('refuses a PNG renamed .pdf with the not-a-PDF message', () => {
    expect(sdsFileProblem(2048, PNG_HEAD)).toBe(SDS_MESSAGES.notPdf);
  });

  it('refuses an empty file', () => {
    expect(sdsFileProblem(0, new Uint8Array())).toBe(SDS_MESSAGES.notPdf);
  });

  it('refuses a file over 5 MB with the size message, whatever it holds', () => {
    expect(sdsFileProblem(SDS_MAX_BYTES + 1, bytes('%PDF-1.4'))).toBe(SDS_MESSAGES.tooLarge);
    expect(SDS_MESSAGES.tooLarge).toBe('The safety data sheet must be at most 5 MB.');
  });
});

describe('names', () => {
  it('keeps the last part of an uploaded name, bounded and without control characters', () => {
    expect(keptFileName('C:\\sheets\\acetone\u0007.pdf')).toBe('acetone.pdf');
    expect(keptFileName('x'.repeat(500))).toHaveLength(120);
    expect(keptFileName('  ')).toBe('safety-data-sheet.pdf');
  });

  it('names the download after the product in plain letters', () => {
    expect(sdsDownloadName('Ethanol Absolute 99.9% AR, 500 ml')).toBe(
      'Ethanol-Absolute-99.9-AR-500-ml-SDS.pdf',
    );
    expect(sdsDownloadName('"; rm -rf /')).toBe('rm-rf-SDS.pdf');
    expect(sdsDownloadName('Ångström ✓')).toBe('Angstrom-SDS.pdf');
    expect(sdsDownloadName('✓')).toBe('product-SDS.pdf');
  });
});
