import type { FastifyBaseLogger } from 'fastify';
import type { ImportError, ImportReport } from '@labshop/domain/api/admin-tasks';
import type { AdminTaskKind } from '@labshop/domain/audit';
import { CSV_CELL_MAX_CHARS, CSV_IMPORT_MAX_ROWS } from '@labshop/domain/catalog-csv/csv-limits';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_OPTIONAL_COLUMNS,
} from '@labshop/domain/catalog-csv/product-csv';
import {
  STOCK_CSV_COLUMNS,
  STOCK_CSV_OPTIONAL_COLUMNS,
} from '@labshop/domain/catalog-csv/stock-csv';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { errorMessage } from '../../../http/safe-error.ts';
import { readCsv, type CsvRow } from '../../../platform/csv/read-csv.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { applyProductImport } from '../products/csv-apply.ts';
import { checkProductRows } from '../products/csv-import.ts';
import { readHeader } from './csv-header.ts';
import { applyStockImport, checkStockRows } from './stock-import.ts';
import { finishTask, readTaskForJob, setTaskProgress } from './tasks.ts';

// The import jobs: read the task's CSV, check every row (the progress bar follows), and for a
// real run with no errors write all rows in one transaction. A dry run never writes.

export const IMPORT_JOB: Record<AdminTaskKind, string> = {
  'product-import': 'product-import',
  'stock-import': 'stock-import',
};

/** The report keeps the first 1,000 errors: enough to fix a file, small enough to send. */
const REPORT_ERRORS_MAX = 1000;

const FAILED_WRITE = 'The import could not be written, so nothing was changed. Please try again.';

interface Run {
  errors: ImportError[];
  /** Writes the checked rows; called only for a real run without errors. */
  apply: () => Promise<{ created: number; updated: number; unchanged: number }>;
}

type Checker = (
  rows: readonly CsvRow[],
  text: { header: string[] },
  onProgress: (processed: number) => Promise<void>,
  meta: { taskId: string; actorUserId: string | null },
) => Promise<Run>;

function report(errors: ImportError[], counts: Partial<ImportReport>): ImportReport {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  return {
    errors: sorted.slice(0, REPORT_ERRORS_MAX),
    errorCount: errors.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    isApplied: false,
    ...counts,
  };
}

export function registerImportJobs(
  jobs: JobQueue,
  { db, storage, log }: { db: Db; storage: Storage; log: FastifyBaseLogger },
): void {
  const checkers: Record<AdminTaskKind, Checker> = {
    'product-import': async (rows, { header }, onProgress, meta) => {
      const index = readHeader(header, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_OPTIONAL_COLUMNS);
      if (!index.ok)
        return { errors: [{ row: 1, column: 'header', message: index.message }], apply: noWrite };
      const check = await checkProductRows(db, index.index, rows, onProgress);
      return {
        errors: check.errors,
        apply: () => applyProductImport({ db, storage }, check.items, meta),
      };
    },
    'stock-import': async (rows, { header }, onProgress, meta) => {
      const index = readHeader(header, STOCK_CSV_COLUMNS, STOCK_CSV_OPTIONAL_COLUMNS);
      if (!index.ok)
        return { errors: [{ row: 1, column: 'header', message: index.message }], apply: noWrite };
      const check = await checkStockRows(db, index.index, rows, onProgress);
      return {
        errors: check.errors,
        apply: async () => ({ created: 0, ...(await applyStockImport(db, check.counts, meta)) }),
      };
    },
  };

  async function run(taskId: string, kind: AdminTaskKind): Promise<void> {
    const task = await readTaskForJob(db, taskId);
    // Finished already: a job taken over after its process died must not run twice.
    if (!task || task.state === 'succeeded' || task.state === 'failed') return;
    const meta = { taskId, actorUserId: task.actorUserId };
    try {
      const table = await readCsv(task.input, {
        maxRows: CSV_IMPORT_MAX_ROWS,
        maxRecordChars: CSV_CELL_MAX_CHARS * 4,
      });
      await setTaskProgress(db, taskId, {
        state: 'running',
        processed: 0,
        total: table.rows.length,
      });
      const progress = (processed: number) => setTaskProgress(db, taskId, { processed });
      const checked = await checkers[kind](table.rows, table, progress, meta);
      if (checked.errors.length > 0 || task.dryRun) {
        await finishTask(db, taskId, 'succeeded', report(checked.errors, {}));
        return;
      }
      const counts = await checked.apply();
      await finishTask(db, taskId, 'succeeded', report([], { ...counts, isApplied: true }));
    } catch (error) {
      // A rule the rows broke meanwhile (a SKU taken, units reserved) is the admin's to read;
      // anything else is logged and told as a plain failure. Either way nothing was written.
      const failure = error instanceof AppError ? error.message : FAILED_WRITE;
      if (!(error instanceof AppError)) {
        log.error({ task: taskId, kind, err: errorMessage(error) }, 'import failed');
      }
      await finishTask(db, taskId, 'failed', report([], { failure }));
    }
  }

  for (const kind of Object.keys(IMPORT_JOB) as AdminTaskKind[]) {
    jobs.register<{ taskId: string }>(IMPORT_JOB[kind], ({ taskId }) => run(taskId, kind));
  }
}

async function noWrite(): Promise<never> {
  throw new Error('an import with header errors is never written');
}
