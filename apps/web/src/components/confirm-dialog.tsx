import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  isOpen: boolean;
  /** The question, e.g. 'Are you sure you want to delete this item?' (`title` is the same). */
  message?: string;
  title?: string;
  /** Details under the question. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  isBusy?: boolean;
  /** false: the confirm button is the plain primary one (nothing is lost by it). */
  isDanger?: boolean;
};

/**
 * A modal yes/no question on the native <dialog>: focus stays inside, Escape cancels, and focus
 * returns to the button that opened it.
 */
export function ConfirmDialog({
  isOpen,
  message,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  isBusy = false,
  isDanger = true,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-ui border border-slate-200 bg-white p-6 text-slate-800 shadow-card backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {title ?? message}
      </h2>
      {children && (
        <div id={bodyId} className="mt-2 text-sm text-slate-600">
          {children}
        </div>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          autoFocus
          onClick={onCancel}
          className="inline-flex h-10 items-center rounded-ui border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isBusy}
          className={`inline-flex h-10 items-center rounded-ui px-4 text-sm font-semibold text-white disabled:opacity-60 ${
            isDanger ? 'bg-danger-700 hover:bg-danger-800' : 'bg-primary-700 hover:bg-primary-800'
          }`}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
