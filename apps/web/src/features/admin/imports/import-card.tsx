import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FileCheck2, Upload } from 'lucide-react';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FieldError } from '../../../components/form-field.tsx';
import { useInvalidateCatalog } from '../admin-query.ts';
import { isFinished, useImportJob, useStartImport, type ImportKind } from './api.ts';
import { ImportProgress } from './import-progress.tsx';
import { ImportErrors, ImportSuccess } from './import-report.tsx';

type ImportCardProps = {
  kind: ImportKind;
  title: string;
  children: ReactNode;
  /** The confirmation's details: what a real import changes. */
  confirmText: string;
  /** Buttons beside the title (the product export). */
  actions?: ReactNode;
};

/**
 * Pick a CSV, "Check file" (a dry run: the server checks every row), then "Import", which
 * stays disabled until a check of that same file found nothing wrong.
 */
export function ImportCard({ kind, title, children, confirmText, actions }: ImportCardProps) {
  const inputId = useId();
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const start = useStartImport(kind);
  const job = useImportJob(jobId);
  const invalidate = useInvalidateCatalog();
  const task = job.data;
  const isRunning = start.isPending || (jobId !== null && !isFinished(task) && !job.isError);
  const report = isFinished(task) ? task?.report : null;
  const isCleanCheck =
    !!task && task.dryRun && task.state === 'succeeded' && report?.errorCount === 0;

  function pick(next: File | null) {
    // A new file needs its own check: what was checked was the old one.
    setFile(next);
    setJobId(null);
    start.reset();
  }

  function run(dryRun: boolean) {
    if (!file) return;
    setJobId(null);
    start.mutate(
      { file, dryRun },
      {
        onSuccess: ({ jobId: id }) => setJobId(id),
      },
    );
  }

  const appliedJobId = report?.isApplied ? jobId : null;
  const invalidatedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!appliedJobId || invalidatedFor.current === appliedJobId) return;
    invalidatedFor.current = appliedJobId;
    // Lists and the shop show the imported rows next time they are on screen.
    void invalidate();
  }, [appliedJobId, invalidate]);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-ui border border-slate-200 bg-white p-4 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-2 space-y-2 text-sm text-slate-600">{children}</div>

      <div className="mt-5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          CSV file
        </label>
        <FieldError
          id={`${inputId}-error`}
          message={start.isError ? errorMessage(start.error) : undefined}
        />
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={isRunning}
          aria-invalid={start.isError ? true : undefined}
          aria-describedby={start.isError ? `${inputId}-error` : undefined}
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
          className="mt-2 block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-ui file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-primary-800 hover:file:bg-primary-100"
        />
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          icon={<FileCheck2 aria-hidden="true" className="size-4" />}
          disabled={!file || isRunning}
          isBusy={isRunning && start.variables?.dryRun === true}
          busyLabel="Checking..."
          onClick={() => run(true)}
        >
          Check file
        </Button>
        <Button
          icon={<Upload aria-hidden="true" className="size-4" />}
          disabled={!isCleanCheck || isRunning}
          isBusy={isRunning && start.variables?.dryRun === false}
          busyLabel="Importing..."
          onClick={() => setIsAsking(true)}
        >
          Import
        </Button>
      </div>
      {!file && (
        <p className="mt-2 text-xs text-slate-500">
          Choose a file, then check it. Import opens once the check finds no problem.
        </p>
      )}

      {isRunning && <ImportProgress task={task} label={`${title}: progress`} />}
      {job.isError && (
        <p role="alert" className="mt-4 text-sm text-danger-800">
          Could not follow the import: {errorMessage(job.error)}
        </p>
      )}
      {task?.state === 'failed' && report && (
        <p
          role="alert"
          className="mt-4 rounded-ui border border-danger-200 bg-danger-50 p-3 text-sm text-danger-800"
        >
          {report.failure ?? 'The import stopped.'} Nothing was changed.
        </p>
      )}
      {report && task?.state === 'succeeded' && file && report.errorCount > 0 && (
        <ImportErrors report={report} fileName={file.name} />
      )}
      {report && task?.state === 'succeeded' && file && report.errorCount === 0 && (
        <ImportSuccess
          report={report}
          isApplied={report.isApplied}
          fileName={file.name}
          rowCount={task.total}
          what={kind}
        />
      )}

      <ConfirmDialog
        isOpen={isAsking}
        title={`Import ${file?.name ?? 'the file'}?`}
        confirmLabel="Import"
        cancelLabel="Cancel"
        onCancel={() => setIsAsking(false)}
        onConfirm={() => {
          setIsAsking(false);
          run(false);
        }}
      >
        {confirmText}
      </ConfirmDialog>
    </section>
  );
}
