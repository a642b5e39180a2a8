import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Download, FileText, Upload } from 'lucide-react';
import type { AdminSdsVersion } from '@labshop/domain/api/safety-data-sheets';
import {
  PDF_SIGNATURE,
  SDS_LABEL,
  SDS_MAX_BYTES,
  sdsFileProblem,
} from '@labshop/domain/chemicals/safety-data-sheet';
import { apiUrl, errorMessage } from '../../../api/client.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { Button } from '../../../components/button.tsx';
import { formatDay } from '../../../components/date-time.ts';
import { FieldError } from '../../../components/form-field.tsx';
import { useProductSheets, useUploadSheet } from './safety-data-sheet-api.ts';

const MAX_MB = SDS_MAX_BYTES / (1024 * 1024);

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The first bytes of the file, read in the browser: the same judgement the server makes. */
async function problemOf(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer());
  return sdsFileProblem(file.size, head);
}

/**
 * The product's safety data sheet on its edit page: upload a new version (checked here before
 * it is sent, and by the server), see the current one and the earlier ones, download any.
 * Uploads go at once, apart from the product form's Update button.
 */
export function SafetyDataSheetCard({ productId }: { productId: string }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const sheets = useProductSheets(productId);
  const upload = useUploadSheet(productId);
  const { showAlert } = useAlert();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    upload.reset();
    setFile(null);
    setError(undefined);
    if (!picked) return;
    const problem = await problemOf(picked);
    if (problem) setError(problem);
    else setFile(picked);
  }

  function send() {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (answer) => {
        showAlert('success', answer.message);
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  const [current, ...earlier] = sheets.data ?? [];
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-ui border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={`${inputId}-title`} className="text-base font-semibold text-slate-900">
        {SDS_LABEL}
      </h2>
      <div className="mt-4 grid gap-5 lg:grid-cols-2">
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Upload a new version
          </label>
          <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-600">
            A PDF of at most {MAX_MB} MB. Shoppers download the newest; earlier ones stay here.
          </p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="application/pdf"
              onChange={(event) => void pick(event)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-hint ${errorId}` : `${inputId}-hint`}
              className="block w-full min-w-0 rounded-ui border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:h-11 file:border-0 file:border-r file:border-slate-300 file:bg-slate-50 file:px-4 file:font-semibold file:text-slate-800 hover:file:bg-slate-100 aria-invalid:border-danger-600"
            />
            <Button
              onClick={send}
              disabled={!file}
              isBusy={upload.isPending}
              busyLabel="Uploading…"
              icon={<Upload aria-hidden="true" className="size-4" />}
              className="shrink-0"
            >
              Upload PDF
            </Button>
          </div>
          <div aria-live="polite">
            <FieldError id={errorId} message={error} />
          </div>
        </div>
        <SheetVersions
          isPending={sheets.isPending}
          isError={sheets.isError}
          onRetry={() => void sheets.refetch()}
          current={current}
          earlier={earlier}
        />
      </div>
    </section>
  );
}

type VersionsProps = {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  current: AdminSdsVersion | undefined;
  earlier: AdminSdsVersion[];
};

function SheetVersions({ isPending, isError, onRetry, current, earlier }: VersionsProps) {
  if (isPending) return <p className="text-sm text-slate-600">Loading safety data sheets…</p>;
  if (isError) {
    return (
      <p role="alert" className="text-sm text-danger-700">
        The safety data sheets could not be loaded.{' '}
        <Button variant="link" onClick={onRetry}>
          Retry
        </Button>
      </p>
    );
  }
  if (!current) {
    return <p className="text-sm text-slate-600">No safety data sheet yet.</p>;
  }
  return (
    <div className="min-w-0 space-y-4">
      <section aria-label="Current">
        <h3 className="text-sm font-medium text-slate-800">Current</h3>
        <SheetRow sheet={current} />
      </section>
      {earlier.length > 0 && (
        <section aria-label="Earlier versions">
          <h3 className="text-sm font-medium text-slate-800">Earlier versions</h3>
          <ul className="divide-y divide-slate-200">
            {earlier.map((sheet) => (
              <li key={sheet._id}>
                <SheetRow sheet={sheet} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function SheetRow({ sheet }: { sheet: AdminSdsVersion }) {
  const uploaded = formatDay(sheet.uploadedAt);
  return (
    <div className="flex items-center gap-3 py-2">
      <FileText aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{sheet.fileName}</p>
        <p className="text-xs text-slate-600">
          <time dateTime={sheet.uploadedAt}>{uploaded}</time> · {sizeText(sheet.byteSize)}
          {sheet.uploadedBy ? ` · ${sheet.uploadedBy}` : ''}
        </p>
      </div>
      <a
        href={apiUrl(sheet.url)}
        download
        className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-ui border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <Download aria-hidden="true" className="size-4 text-primary-700" />
        Download{' '}
        <span className="sr-only">
          {sheet.fileName} of {uploaded}
        </span>
      </a>
    </div>
  );
}
