import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxDocuments, type TaxDocumentKind } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { renderInWorker } from '../../platform/pdf/render-pool.ts';
import { revive } from './stored-document.ts';

// An issued tax document never changes, so its PDF is drawn once, on the first download (or
// the confirmation mail), and its bytes kept beside it; every later download sends those
// bytes, with their SHA-256 as the ETag so a browser that has them gets a 304.

export interface DocumentPdf {
  fileName: string;
  sha256: string;
  pdf: Buffer;
}

/** What a download answers: the PDF, or "not modified" when the client's copy is current. */
export type DocumentDownload =
  ({ isModified: true } & DocumentPdf) | { isModified: false; sha256: string };

const NOT_ISSUED: Record<TaxDocumentKind, string> = {
  invoice: 'This order has no invoice.',
  'credit-note': 'This order has no credit note.',
};

/** A longer If-None-Match than a few ETags is not a browser's: it matches nothing. */
const MAX_IF_NONE_MATCH_LENGTH = 1000;

export const etagOf = (sha256: string) => `"${sha256}"`;

/** RFC 9110 weak comparison, as If-None-Match asks: `*`, or any listed tag with our hash. */
export function matchesEtag(ifNoneMatch: string | undefined, sha256: string): boolean {
  if (!ifNoneMatch || ifNoneMatch.length > MAX_IF_NONE_MATCH_LENGTH) return false;
  const ours = etagOf(sha256);
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === ours);
}

const sha256Of = (pdf: Buffer) => createHash('sha256').update(pdf).digest('hex');

// The bytes travel as base64 text, converted by the database: PGlite turns bytea into and out
// of hex one character at a time in JavaScript, ~170 ms of the event loop for a 60 KB PDF on
// a busy machine, where Buffer's base64 is native and quick (and pg sends bytea as hex too).
const pdfAsBase64 = sql<string | null>`encode(${taxDocuments.pdf}, 'base64')`;
const pdfFromBase64 = (pdf: Buffer) => sql`decode(${pdf.toString('base64')}, 'base64')`;

async function keptPdf(db: Db, id: string): Promise<{ pdf: Buffer; sha256: string }> {
  const [row] = await db
    .select({ pdf: pdfAsBase64, sha256: taxDocuments.pdfSha256 })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, id));
  if (!row?.pdf || !row.sha256) throw new Error(`Tax document ${id} has no kept PDF`);
  return { pdf: Buffer.from(row.pdf, 'base64'), sha256: row.sha256 };
}

/**
 * Renders the document in the worker thread and keeps the bytes. Two first downloads at once
 * both render; only the first to finish writes (where pdf is null), and both answer what was
 * kept. Rendering is deterministic, so those are the same bytes either way.
 */
async function renderAndKeep(db: Db, id: string): Promise<{ pdf: Buffer; sha256: string }> {
  const [row] = await db
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, id));
  if (!row) throw new Error(`No tax document ${id}`);
  const pdf = await renderInWorker(revive(row.document));
  const sha256 = sha256Of(pdf);
  const [kept] = await db
    .update(taxDocuments)
    .set({ pdf: pdfFromBase64(pdf), pdfSha256: sha256 })
    .where(and(eq(taxDocuments.id, id), isNull(taxDocuments.pdf)))
    .returning({ id: taxDocuments.id });
  return kept ? { pdf, sha256 } : keptPdf(db, id);
}

async function issuedRow(db: Db, orderId: string, kind: TaxDocumentKind) {
  const [row] = await db
    .select({ id: taxDocuments.id, number: taxDocuments.number, sha256: taxDocuments.pdfSha256 })
    .from(taxDocuments)
    // A return's credit note (return_id set) is not the order's; see return-credit-note.ts.
    .where(
      and(
        eq(taxDocuments.orderId, orderId),
        eq(taxDocuments.kind, kind),
        isNull(taxDocuments.returnId),
      ),
    );
  if (!row) throw notFound(NOT_ISSUED[kind]);
  return row;
}

export async function pdfOfRow(
  db: Db,
  row: { id: string; number: string; sha256: string | null },
): Promise<DocumentPdf> {
  const { pdf, sha256 } = row.sha256 ? await keptPdf(db, row.id) : await renderAndKeep(db, row.id);
  return { fileName: `${row.number.replaceAll('/', '-')}.pdf`, pdf, sha256 };
}

/** The order's document of `kind` as a PDF, kept or drawn now and kept (the mail's attachment). */
export async function documentPdf(
  db: Db,
  orderId: string,
  kind: TaxDocumentKind,
): Promise<DocumentPdf> {
  return pdfOfRow(db, await issuedRow(db, orderId, kind));
}

/**
 * As documentPdf, but "not modified" when the client's If-None-Match names the kept bytes,
 * answered without loading them.
 */
export async function downloadDocumentPdf(
  db: Db,
  orderId: string,
  kind: TaxDocumentKind,
  ifNoneMatch: string | undefined,
): Promise<DocumentDownload> {
  return downloadRow(db, await issuedRow(db, orderId, kind), ifNoneMatch);
}

/** One issued document's PDF, or only its ETag when the browser's copy is still current. */
export async function downloadRow(
  db: Db,
  row: { id: string; number: string; sha256: string | null },
  ifNoneMatch: string | undefined,
): Promise<DocumentDownload> {
  if (row.sha256 && matchesEtag(ifNoneMatch, row.sha256)) {
    return { isModified: false, sha256: row.sha256 };
  }
  return { isModified: true, ...(await pdfOfRow(db, row)) };
}
