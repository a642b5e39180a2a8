import type { AdminTask } from '@labshop/domain/api/admin-tasks';

/** How far the job is: rows checked of all rows, then "Writing..." while a real run commits. */
export function ImportProgress({ task, label }: { task: AdminTask | undefined; label: string }) {
  const total = task?.total ?? 0;
  const processed = task?.processed ?? 0;
  const percent = total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : 0;
  const isWriting = task !== undefined && !task.dryRun && total > 0 && processed >= total;
  const text = !task
    ? 'Uploading the file...'
    : task.state === 'queued'
      ? 'Waiting to start...'
      : isWriting
        ? `Writing ${total.toLocaleString('en-IN')} rows...`
        : `Checked ${processed.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} rows`;
  return (
    <div className="mt-4" aria-live="polite">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full bg-primary-600 transition-[width] ${isWriting ? 'animate-pulse' : ''}`}
          style={{ width: `${task ? Math.max(percent, 4) : 4}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-600">{text}</p>
    </div>
  );
}
