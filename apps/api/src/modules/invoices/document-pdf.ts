import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxDocuments, type TaxDocumentKind } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { renderInWorker } from '../../platform/pdf/render-pool.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { revive } from './stored-document.ts';

// An issued tax document never changes, so its PDF is drawn once, on the first download (or
// the confirmation mail), and its bytes kept in storage under a private key (DATA_DIR/private
// or the shared bucket, never /uploads); every later download sends those bytes, with their
// SHA-256 as the ETag so a browser that has them gets a 304.

export interface DocumentDeps {
  db: Db;
  storage: Storage;
}

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

const FOLDERS: Record<TaxDocumentKind, string> = {
  invoice: 'invoices',
  'credit-note': 'credit-notes',
};

/** Where a document's PDF is kept: one private key per document, e.g. invoices/<id>.pdf. */
export const pdfKeyOf = (kind: TaxDocumentKind, id: string) => `${FOLDERS[kind]}/${id}.pdf`;

// Documents drawn before PDFs went to storage keep their bytes in the `pdf` column and are
// served from there, never moved: every machine reads the same database, so no step has to
// copy them before a shop upgrades or adds a machine. They travel as base64 text, converted
// by the database: PGlite turns bytea into hex one character at a time in JavaScript
// (~170 ms of the event loop for a 60 KB PDF), where Buffer's base64 is native.
const pdfInRowAsBase64 = sql<string | null>`encode(${taxDocuments.pdf}, 'base64')`;

async function keptPdf(deps: DocumentDeps, id: string): Promise<{ pdf: Buffer; sha256: string }> {
  const [row] = await deps.db
    .select({ key: taxDocuments.pdfKey, inRow: pdfInRowAsBase64, sha256: taxDocuments.pdfSha256 })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, id));
  if (!row?.sha256) throw new Error(`Tax document ${id} has no kept PDF`);
  if (row.inRow) return { pdf: Buffer.from(row.inRow, 'base64'), sha256: row.sha256 };
  const file = row.key ? await deps.storage.readPrivate(row.key) : null;
  // A file the storage lost (restored from an older backup, or a machine's own folder without
  // a shared bucket) is drawn again from the document as issued: the same bytes.
  if (!file) return renderAndKeep(deps, id, { isRedraw: true });
  return { pdf: await buffer(file.body), sha256: row.sha256 };
}

/**
 * Renders the document in the worker thread, writes the file, then records its key and hash.
 * Two first downloads at once both render and write the same key; only the first to record
 * wins (where nothing was kept), and the other answers what was kept. Rendering is
 * deterministic, so the file holds those same bytes either way.
 */
async function renderAndKeep(
  deps: DocumentDeps,
  id: string,
  { isRedraw }: { isRedraw: boolean },
): Promise<{ pdf: Buffer; sha256: string }> {
  const { db, storage } = deps;
  const [row] = await db
    .select({ kind: taxDocuments.kind, document: taxDocuments.document })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, id));
  if (!row) throw new Error(`No tax document ${id}`);
  const pdf = await renderInWorker(revive(row.document));
  const sha256 = sha256Of(pdf);
  const pdfKey = pdfKeyOf(row.kind, id);
  // The file first, so a recorded key always names a file that is there.
  await storage.savePrivate(pdfKey, pdf, 'application/pdf');
  const [kept] = await db
    .update(taxDocuments)
    .set({ pdfKey, pdfSha256: sha256 })
    .where(and(eq(taxDocuments.id, id), isRedraw ? undefined : isNull(taxDocuments.pdfSha256)))
    .returning({ id: taxDocuments.id });
  return kept ? { pdf, sha256 } : keptPdf(deps, id);
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
  deps: DocumentDeps,
  row: { id: string; number: string; sha256: string | null },
): Promise<DocumentPdf> {
  const { pdf, sha256 } = row.sha256
    ? await keptPdf(deps, row.id)
    : await renderAndKeep(deps, row.id, { isRedraw: false });
  return { fileName: `${row.number.replaceAll('/', '-')}.pdf`, pdf, sha256 };
}

/** The order's document of `kind` as a PDF, kept or drawn now and kept (the mail's attachment). */
export async function documentPdf(
  deps: DocumentDeps,
  orderId: string,
  kind: TaxDocumentKind,
): Promise<DocumentPdf> {
  return pdfOfRow(deps, await issuedRow(deps.db, orderId, kind));
}

/**
 * As documentPdf, but "not modified" when the client's If-None-Match names the kept bytes,
 * answered without loading them.
 */
export async function downloadDocumentPdf(
  deps: DocumentDeps,
  orderId: string,
  kind: TaxDocumentKind,
  ifNoneMatch: string | undefined,
): Promise<DocumentDownload> {
  return downloadRow(deps, await issuedRow(deps.db, orderId, kind), ifNoneMatch);
}

/** One issued document's PDF, or only its ETag when the browser's copy is still current. */
export async function downloadRow(
  deps: DocumentDeps,
  row: { id: string; number: string; sha256: string | null },
  ifNoneMatch: string | undefined,
): Promise<DocumentDownload> {
  if (row.sha256 && matchesEtag(ifNoneMatch, row.sha256)) {
    return { isModified: false, sha256: row.sha256 };
  }
  return { isModified: true, ...(await pdfOfRow(deps, row)) };
}
