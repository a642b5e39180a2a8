import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxDocuments, type TaxDocumentKind } from '../../db/schema.ts';
import type { InvoiceDocument } from '../../platform/pdf/invoice-document.ts';

/** Dates come back from jsonb as text; the stored document is otherwise exactly what was issued. */
export function revive(stored: unknown): InvoiceDocument {
  const document = stored as InvoiceDocument & { issuedAt: string | Date };
  const issuedAt = new Date(document.issuedAt);
  if (document.kind === 'credit-note') {
    return {
      ...document,
      issuedAt,
      reverses: { ...document.reverses, issuedAt: new Date(document.reverses.issuedAt) },
    };
  }
  return { ...document, issuedAt };
}

/** The order's document of `kind` as issued, or null when it has none. */
export async function storedDocument(
  tx: Db,
  orderId: string,
  kind: TaxDocumentKind,
): Promise<InvoiceDocument | null> {
  const [row] = await tx
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    // A return's credit note (return_id set) is not the order's; see return-credit-note.ts.
    .where(
      and(
        eq(taxDocuments.orderId, orderId),
        eq(taxDocuments.kind, kind),
        isNull(taxDocuments.returnId),
      ),
    );
  return row ? revive(row.document) : null;
}
