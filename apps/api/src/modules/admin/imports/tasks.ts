import { eq } from 'drizzle-orm';
import type { AdminTaskKind, AdminTaskState } from '@labshop/domain/audit';
import type { AdminTask, ImportReport } from '@labshop/domain/api/admin-tasks';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { adminTasks } from '../../../db/schema.ts';
import { notFound } from '../../../errors.ts';
import { isUuid } from '../../../http/ids.ts';

// The admin_tasks rows behind the imports: what the job reads (the CSV), and what the page's
// progress bar and report read (state, processed, report).

export const TASK_NOT_FOUND = 'No import has that id.';

export interface NewTask {
  kind: AdminTaskKind;
  actorUserId: string;
  dryRun: boolean;
  /** The CSV text, read again by the job. */
  input: string;
  total: number;
}

export async function insertTask(tx: DbOrTx, task: NewTask): Promise<string> {
  const [row] = await tx.insert(adminTasks).values(task).returning({ id: adminTasks.id });
  if (!row) throw new Error('admin task insert returned nothing');
  return row.id;
}

export async function readTaskForJob(db: Db, id: string) {
  const [row] = await db.select().from(adminTasks).where(eq(adminTasks.id, id));
  return row ?? null;
}

/** Any admin may follow any import: the catalog is the shop's, not one admin's. */
export async function getTask(db: Db, id: string): Promise<AdminTask> {
  const [row] = isUuid(id)
    ? await db
        .select({
          id: adminTasks.id,
          kind: adminTasks.kind,
          state: adminTasks.state,
          dryRun: adminTasks.dryRun,
          total: adminTasks.total,
          processed: adminTasks.processed,
          report: adminTasks.report,
          createdAt: adminTasks.createdAt,
          finishedAt: adminTasks.finishedAt,
        })
        .from(adminTasks)
        .where(eq(adminTasks.id, id))
    : [];
  if (!row) throw notFound(TASK_NOT_FOUND);
  return {
    _id: row.id,
    kind: row.kind,
    state: row.state,
    dryRun: row.dryRun,
    total: row.total,
    processed: row.processed,
    report: (row.report as ImportReport | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function setTaskProgress(
  db: Db,
  id: string,
  progress: { state?: AdminTaskState; processed: number; total?: number },
): Promise<void> {
  await db.update(adminTasks).set(progress).where(eq(adminTasks.id, id));
}

/** The end of a run: its report, and the CSV dropped (it may hold 10 MB nobody reads again). */
export async function finishTask(
  db: DbOrTx,
  id: string,
  state: 'succeeded' | 'failed',
  report: ImportReport,
): Promise<void> {
  await db
    .update(adminTasks)
    .set({ state, report, input: '', finishedAt: new Date() })
    .where(eq(adminTasks.id, id));
}
