import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { unguardCell } from './csv-cells.ts';

// Reads an uploaded CSV in chunks, so a 10 MB file never holds the event loop for long.

export interface CsvRow {
  /** The spreadsheet's row number: the header is row 1, the first data row 2. */
  row: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

export class CsvReadError extends Error {
  constructor(
    readonly reason: 'not-text' | 'malformed' | 'too-many-rows',
    message: string,
  ) {
    super(message);
    this.name = 'CsvReadError';
  }
}

const CHUNK_CHARS = 64 * 1024;

/** The bytes as UTF-8 text without a byte-order mark; anything else is not a CSV. */
export function decodeCsvText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvReadError('not-text', 'not UTF-8 text');
  }
  // A NUL never appears in text a spreadsheet saves: an image or archive renamed .csv.
  if (text.includes('\u0000')) throw new CsvReadError('not-text', 'binary content');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function* chunks(text: string): Generator<string> {
  for (let start = 0; start < text.length; start += CHUNK_CHARS) {
    yield text.slice(start, start + CHUNK_CHARS);
  }
}

/**
 * Parses the header and at most `maxRows` data rows (more is an error). Blank lines are
 * skipped but still counted, so row numbers match what a spreadsheet shows. Each cell loses
 * the apostrophe the export put before a formula-like value.
 */
export async function readCsv(
  text: string,
  options: { maxRows: number; maxRecordChars: number },
): Promise<CsvTable> {
  const parser = parse({
    relax_column_count: true,
    max_record_size: options.maxRecordChars,
    bom: true,
  });
  const source = Readable.from(chunks(text));
  source.pipe(parser);
  let header: string[] | null = null;
  const rows: CsvRow[] = [];
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      if (header === null) {
        header = record.map((cell) => cell.trim());
        continue;
      }
      if (record.length === 1 && record[0]!.trim() === '') continue;
      if (rows.length >= options.maxRows) {
        throw new CsvReadError('too-many-rows', `more than ${options.maxRows} rows`);
      }
      rows.push({ row, cells: record.map(unguardCell) });
    }
  } catch (error) {
    source.destroy();
    if (error instanceof CsvReadError) throw error;
    throw new CsvReadError('malformed', error instanceof Error ? error.message : String(error));
  }
  return { header: header ?? [], rows };
}
