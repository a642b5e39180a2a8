import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { ImageOff } from 'lucide-react';
import { cardImageUrl } from '@labshop/domain/images';
import { FieldError } from '../../components/form-field.tsx';

// Small pieces every back-office screen shares.

export function StatusBadge({ status }: { status: 'active' | 'inactive' }) {
  const look =
    status === 'active'
      ? 'bg-primary-50 text-primary-800 ring-primary-200'
      : 'bg-slate-100 text-slate-700 ring-slate-300';
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ring-1 ${look}`}
    >
      {status}
    </span>
  );
}

/** A table that scrolls sideways on a phone instead of squeezing its columns. */
export function AdminTable({
  caption,
  isWide = false,
  children,
}: {
  caption: string;
  /** Many columns: keep them readable and let the table scroll on a phone. */
  isWide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-ui border border-slate-200 bg-white shadow-card">
      <table className={`w-full text-left text-sm ${isWide ? 'min-w-[48rem]' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export const thClass =
  'border-b border-slate-200 bg-slate-50 px-2 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:px-4';
export const tdClass = 'border-b border-slate-100 px-2 py-3 align-middle text-slate-800 sm:px-4';

/** The small WebP of an uploaded image, or a placeholder. */
export function Thumb({ src, alt, wide = false }: { src?: string; alt: string; wide?: boolean }) {
  const size = wide ? 'h-12 w-28 min-w-28' : 'size-12 min-w-12';
  if (!src) {
    return (
      <span
        className={`flex ${size} items-center justify-center rounded-ui bg-slate-100 text-xs text-slate-500`}
      >
        No Image
      </span>
    );
  }
  return (
    <img
      src={cardImageUrl(src)}
      alt={alt}
      loading="lazy"
      className={`${size} rounded-ui border border-slate-200 bg-slate-50 object-cover`}
    />
  );
}

export function LoadingRows() {
  return (
    <p role="status" className="rounded-ui border border-slate-200 bg-white p-6 text-slate-600">
      Loading...
    </p>
  );
}

export function LoadError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-ui border border-danger-200 bg-danger-50 p-4 text-danger-800"
    >
      {message}
    </p>
  );
}

/** An object URL for a picked file, revoked when the file changes or the form goes away. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

type ImagePickerProps = {
  label: string;
  file: File | null;
  /** The stored image when editing, shown until a new file is picked. */
  currentUrl?: string;
  error?: string;
  hint: string;
  onPick: (file: File | null) => void;
  wide?: boolean;
};

/** One image with its preview: the picked file, else the stored image. */
export function ImagePicker({
  label,
  file,
  currentUrl,
  error,
  hint,
  onPick,
  wide,
}: ImagePickerProps) {
  const id = useId();
  const preview = useObjectUrl(file);
  const shown = preview ?? currentUrl;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <FieldError id={`${id}-error`} message={error} />
      <div className="mt-2 flex flex-wrap items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt={file ? `Preview of ${file.name}` : 'Current image'}
            className={`${wide ? 'h-24 w-56' : 'size-24'} rounded-ui border border-slate-200 bg-slate-50 object-cover`}
          />
        ) : (
          <span
            className={`flex ${wide ? 'h-24 w-56' : 'size-24'} items-center justify-center rounded-ui border border-dashed border-slate-300 bg-slate-50 text-slate-400`}
          >
            <ImageOff aria-hidden="true" className="size-6" />
          </span>
        )}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onPick(event.target.files?.[0] ?? null)}
          className="block max-w-full text-sm text-slate-700 file:mr-3 file:rounded-ui file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-primary-800 hover:file:bg-primary-100"
        />
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}
