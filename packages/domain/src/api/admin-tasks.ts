import { z } from 'zod';
import { ADMIN_TASK_KINDS, ADMIN_TASK_STATES } from '../audit.ts';

// Answers of the CSV imports: the job id at once, then its progress and report.

export const importStartedSchema = z.object({ jobId: z.string() });
export type ImportStarted = z.infer<typeof importStartedSchema>;

/** One problem of one cell: the spreadsheet's row number (the header is row 1) and column. */
export const importErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importReportSchema = z.object({
  /** Every row error, in row order; the first 1,000 when there are more. */
  errors: z.array(importErrorSchema),
  /** How many errors there were in all (more than errors.length when cut). */
  errorCount: z.number().int(),
  /** Rows that create (product import) or change (stock import) something. */
  created: z.number().int(),
  updated: z.number().int(),
  /** Rows that matched what is stored already, so nothing was written for them. */
  unchanged: z.number().int(),
  /** Whether the rows were written (false for a dry run or when any row failed). */
  isApplied: z.boolean(),
  /** Why a run stopped without a row to blame (the write failed); absent otherwise. */
  failure: z.string().optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const adminTaskSchema = z.object({
  _id: z.string(),
  kind: z.enum(ADMIN_TASK_KINDS),
  state: z.enum(ADMIN_TASK_STATES),
  dryRun: z.boolean(),
  /** Data rows in the file. */
  total: z.number().int(),
  /** Rows checked so far; once it reaches total, a real run is writing. */
  processed: z.number().int(),
  report: importReportSchema.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminTask = z.infer<typeof adminTaskSchema>;
