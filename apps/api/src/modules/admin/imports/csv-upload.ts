import type { FastifyRequest } from 'fastify';
import {
  CSV_CELL_MAX_CHARS,
  CSV_FILE_MESSAGES as M,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
} from '@labshop/domain/catalog-csv/csv-limits';
import { AppError } from '../../../errors.ts';
import {
  CsvReadError,
  decodeCsvText,
  readCsv,
  type CsvTable,
} from '../../../platform/csv/read-csv.ts';
import { readMultipartForm, textOf } from '../../../platform/uploads/multipart-form.ts';
import { readHeader, type ColumnIndex } from './csv-header.ts';

// The upload of an import: one CSV file and the dryRun flag, every bound checked before a task
// row or a job exists, so a wrong file is a fast 400 (413 when too large) and never a job.

const CSV_FORM = {
  fileSize: CSV_IMPORT_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 64,
  fileTooLargeMessage: M.tooLarge,
};

function badFile(message: string, status = 400): AppError {
  return new AppError('BAD_CSV', message, status, { file: message });
}

export interface CsvUpload<C extends string> {
  text: string;
  table: CsvTable;
  index: ColumnIndex<C>;
  dryRun: boolean;
}

/** dryRun from the form or the query string; left out, the run only checks (the safe way). */
function readDryRun(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw new AppError('BAD_DRY_RUN', M.badDryRun, 400, { dryRun: M.badDryRun });
}

export async function readCsvUpload<C extends string>(
  request: FastifyRequest,
  queryDryRun: string | undefined,
  columns: readonly C[],
  optional: readonly C[],
): Promise<CsvUpload<C>> {
  let form;
  try {
    form = await readMultipartForm(request, CSV_FORM);
  } catch (error) {
    if (error instanceof AppError && error.code === 'FILE_TOO_LARGE')
      throw badFile(M.tooLarge, 413);
    throw error;
  }
  const dryRun = readDryRun(textOf(form, 'dryRun') ?? queryDryRun);
  const [file] = form.files;
  if (!file) throw badFile(M.noFile);
  let table: CsvTable;
  let text: string;
  try {
    text = decodeCsvText(file.data);
    table = await readCsv(text, {
      maxRows: CSV_IMPORT_MAX_ROWS,
      maxRecordChars: CSV_CELL_MAX_CHARS * 4,
    });
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error;
    throw badFile(error.reason === 'too-many-rows' ? M.tooManyRows : M.notCsv);
  }
  const header = readHeader(table.header, columns, optional);
  if (!header.ok) throw badFile(table.header.length <= 1 ? M.notCsv : header.message);
  if (table.rows.length === 0) throw badFile(M.empty);
  return { text, table, index: header.index, dryRun };
}
