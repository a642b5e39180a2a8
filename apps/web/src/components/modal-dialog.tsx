import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

type ModalDialogProps = {
  isOpen: boolean;
  title: string;
  /** A line under the title, e.g. the order it is about. */
  subtitle?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Wider for forms with a table of lines. */
  size?: 'narrow' | 'wide';
};

/**
 * A modal on the native <dialog>: focus stays inside, Escape closes it, and focus returns to
 * the button that opened it. The content (usually a form with its own buttons) is the caller's.
 */
export function ModalDialog({
  isOpen,
  title,
  subtitle,
  onClose,
  children,
  size = 'narrow',
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

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

  const width =
    size === 'wide' ? 'w-[min(40rem,calc(100vw-2rem))]' : 'w-[min(30rem,calc(100vw-2rem))]';
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${width} overflow-y-auto rounded-ui border border-slate-200 bg-white p-5 text-slate-800 shadow-card backdrop:bg-slate-900/40 sm:p-6`}
    >
      <div className="mb-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {subtitle && <div className="mt-1 text-sm text-slate-600">{subtitle}</div>}
      </div>
      {isOpen && children}
    </dialog>
  );
}
