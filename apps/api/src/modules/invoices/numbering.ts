import { sql } from 'drizzle-orm';
import {
  financialYearOf,
  formatDocumentNumber,
  type DocumentSeries,
} from '@labshop/domain/gst/invoice-number';
import type { Db } from '../../db/client.ts';
import { documentCounters } from '../../db/schema.ts';

/**
 * The next number of a series in the financial year of `at`. Call it inside the transaction
 * that issues the document: the counter row stays locked until that transaction ends, so
 * concurrent issuers take turns and a rollback hands its number back (no gaps, no twins).
 */
export async function nextDocumentNumber(
  tx: Db,
  series: DocumentSeries,
  at: Date,
): Promise<string> {
  const year = financialYearOf(at);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear: year.startYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!row) throw new Error(`No number issued for series ${series}`);
  return formatDocumentNumber(series, year, row.lastNumber);
}
