import { useEffect, useId, useMemo } from 'react';
import { X } from 'lucide-react';
import { PRODUCT_IMAGE_MAX_BYTES } from '@labshop/domain/constants';
import { COUNT_LIMITS } from '@labshop/domain/limits';
import { cardImageUrl } from '@labshop/domain/images';
import { FieldError } from '../../../components/form-field.tsx';

type ProductImagesFieldProps = {
  kept: readonly string[];
  files: readonly File[];
  error?: string;
  onRemoveKept: (url: string) => void;
  onAddFiles: (files: File[]) => void;
  onRemoveFile: (file: File) => void;
};

function Tile({ src, label, onRemove }: { src: string; label: string; onRemove: () => void }) {
  return (
    <li className="relative">
      <img
        src={src}
        alt={label}
        className="size-24 rounded-ui border border-slate-200 bg-slate-50 object-cover"
      />
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${label}`}
        className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-danger-50 hover:text-danger-700"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** Stored images (edit) and newly picked files, each with a preview and a remove button. */
export function ProductImagesField(props: ProductImagesFieldProps) {
  const { kept, files, error, onRemoveKept, onAddFiles, onRemoveFile } = props;
  const id = useId();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const total = kept.length + files.length;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Add images
      </label>
      <FieldError id={`${id}-error`} message={error} />
      {total > 0 && (
        <ul className="mt-3 flex flex-wrap gap-4" aria-label="Chosen images">
          {kept.map((url, index) => (
            <Tile
              key={url}
              src={cardImageUrl(url)}
              label={`image ${index + 1}`}
              onRemove={() => onRemoveKept(url)}
            />
          ))}
          {files.map((file, index) => (
            <Tile
              key={previews[index]}
              src={previews[index] ?? ''}
              label={`new image ${file.name}`}
              onRemove={() => onRemoveFile(file)}
            />
          ))}
        </ul>
      )}
      <input
        id={id}
        type="file"
        multiple
        accept="image/png,image/jpeg"
        disabled={total >= COUNT_LIMITS.productImages}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onAddFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
        className="mt-3 block max-w-full text-sm text-slate-700 file:mr-3 file:rounded-ui file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-primary-800 hover:file:bg-primary-100"
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
        PNG or JPEG, up to {COUNT_LIMITS.productImages} images of at most{' '}
        {PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)} MB each. The first is shown on cards.
      </p>
    </div>
  );
}
