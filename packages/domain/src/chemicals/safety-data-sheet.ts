// A product's safety data sheet: a PDF of at most 5 MB, judged by its first bytes (a file's
// name and declared type are the sender's say-so). The admin form runs the same checks before
// uploading, so the shopper-facing server and the form refuse with the same words.

export const SDS_MAX_BYTES = 5 * 1024 * 1024;

/** Original file names are kept for the admin's list; longer ones are cut to this. */
export const SDS_FILE_NAME_MAX_LENGTH = 120;

/** Every PDF starts with these bytes (ISO 32000-1, 7.5.2). */
export const PDF_SIGNATURE = '%PDF-';

export const SDS_LABEL = 'Safety data sheet';
export const SDS_LINK_TEXT = 'Safety data sheet (PDF)';

export const SDS_MESSAGES = {
  missing: 'Choose a PDF file to upload.',
  notPdf: 'The safety data sheet must be a PDF file.',
  tooLarge: `The safety data sheet must be at most ${SDS_MAX_BYTES / (1024 * 1024)} MB.`,
  uploaded: 'Safety data sheet uploaded.',
  none: 'This product has no safety data sheet.',
} as const;

/** Whether the bytes start like a PDF; `head` may be the whole file or only its start. */
export function isPdf(head: Uint8Array): boolean {
  if (head.length < PDF_SIGNATURE.length) return false;
  for (let i = 0; i < PDF_SIGNATURE.length; i += 1) {
    if (head[i] !== PDF_SIGNATURE.charCodeAt(i)) return false;
  }
  return true;
}

/** The message refusing a file of `size` bytes starting with `head`, or null when it may go. */
export function sdsFileProblem(size: number, head: Uint8Array): string | null {
  if (size > SDS_MAX_BYTES) return SDS_MESSAGES.tooLarge;
  if (size === 0 || !isPdf(head)) return SDS_MESSAGES.notPdf;
  return null;
}

/**
 * The uploaded name as the admin list shows it: no folders, no control characters, bounded;
 * never used as a path or a header (downloads are named after the product).
 */
export function keptFileName(name: string): string {
  const base = name.split(/[/\\]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'safety-data-sheet.pdf').slice(0, SDS_FILE_NAME_MAX_LENGTH);
}

/** The download's file name: the product's name in plain letters, e.g. `Acetone-AR-SDS.pdf`. */
export function sdsDownloadName(productName: string): string {
  const slug = productName
    .normalize('NFKD')
    // Letters lose their accents (Å becomes A + a ring, and the ring goes).
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80)
    .replace(/[-.]+$/, '');
  return `${slug || 'product'}-SDS.pdf`;
}
