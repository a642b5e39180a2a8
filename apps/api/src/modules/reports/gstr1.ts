import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  B2csSummary,
  csvLine,
  documentRows,
  GSTR1_HEADERS,
  HsnSummary,
} from '@labshop/domain/gst/gstr1-csv';
import { taxDocument, type Gstr1Section } from '@labshop/domain/gst/gstr1-sections';
import { REPORT_MESSAGES } from '@labshop/domain/reports';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { monthDocuments } from './gstr1-documents.ts';
import { indiaMonth, indiaMonthOf } from './india-periods.ts';
import { ClientGone, createZipStream, type ZipFile } from './zip-stream.ts';

// GSTR-1 for one month, as the zip of CSV files the GST offline tool imports, made in one pass
// over the month's documents: the listed sections are written as the pages arrive (the first
// goes straight out, the zip holds the others' compressed bytes until their turn), while B2C
// (Small) and the HSN summary (a row per state and rate, per HSN code and rate: small whatever
// the month's size) add up along the way and are written last.

const LISTED = ['b2b', 'b2cl', 'cdnr', 'cdnur'] as const satisfies readonly Gstr1Section[];

export function gstr1FileName(month: string): string {
  return `GSTR1-${month}.zip`;
}

/** Refuses a month that has not begun, before any work starts. */
export function assertReturnMonth(month: string, now = new Date()): void {
  if (month > indiaMonthOf(now)) {
    throw new AppError('BAD_MONTH', REPORT_MESSAGES.futureMonth, 400, {
      month: REPORT_MESSAGES.futureMonth,
    });
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function writeRows(file: ZipFile, rows: readonly string[][]) {
  if (rows.length > 0) await file.write(rows.map(csvLine).join(''));
}

/** The month's return as a zip stream; a failure part-way ends the download broken, logged. */
export function streamGstr1(db: Db, month: string, log: FastifyBaseLogger): Readable {
  const range = indiaMonth(month);
  const zip = createZipStream();
  const b2cs = new B2csSummary();
  const hsn = new HsnSummary();

  async function build() {
    const files = Object.fromEntries(
      LISTED.map((section) => [section, zip.openFile(`${section}.csv`)]),
    ) as Record<(typeof LISTED)[number], ZipFile>;
    for (const section of LISTED) await files[section].write(csvLine(GSTR1_HEADERS[section]));
    for await (const page of monthDocuments(db, range)) {
      const rows = Object.fromEntries(LISTED.map((section) => [section, [] as string[][]]));
      for (const document of page) {
        const taxed = taxDocument(document);
        hsn.add(taxed);
        if (taxed.section === 'b2cs') b2cs.add(taxed);
        else rows[taxed.section]?.push(...documentRows(taxed));
      }
      for (const section of LISTED) await writeRows(files[section], rows[section] ?? []);
      await yieldToEventLoop();
    }
    for (const section of LISTED) files[section].close();
    const b2csFile = zip.openFile('b2cs.csv');
    await b2csFile.write(csvLine(GSTR1_HEADERS.b2cs));
    await writeRows(b2csFile, b2cs.csvRows());
    b2csFile.close();
    const hsnFile = zip.openFile('hsn.csv');
    await hsnFile.write(csvLine(GSTR1_HEADERS.hsn));
    await writeRows(hsnFile, hsn.csvRows());
    hsnFile.close();
    zip.end();
  }

  build().catch((error: unknown) => {
    if (error instanceof ClientGone) return;
    log.error({ err: error, month }, 'GSTR-1 export failed part-way');
    zip.stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return zip.stream;
}
