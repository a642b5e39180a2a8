import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from '../../components/button.tsx';

type FilterSheetProps = {
  isOpen: boolean;
  onClose: () => void;
  /** "Show 11 results": closes the sheet onto the list it has filtered. */
  showLabel: string;
  /** Beside the heading, e.g. Clear filters. */
  headerAction?: ReactNode;
  children: ReactNode;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea';

/**
 * The filters of a phone or tablet: a modal sheet over the list instead of a panel above it,
 * so opening it never pushes the results down. The native modal <dialog> makes the page
 * behind inert and closes on Escape; Tab wraps inside it; focus returns to the opener.
 */
export function FilterSheet({
  isOpen,
  onClose,
  showLabel,
  headerAction,
  children,
}: FilterSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The fields are drawn when the sheet first opens, and kept from then on (a brand search,
  // the scroll): a phone opening the list does not pay for 250 elements it cannot see.
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    else if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.offsetParent !== null,
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={keepTabInside}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-md border-l border-slate-200 bg-white p-0 text-slate-800 shadow-card backdrop:bg-slate-900/40 open:flex open:flex-col"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Filters
        </h2>
        <div className="flex items-center gap-2">
          {headerAction}
          <button
            type="button"
            onClick={onClose}
            aria-label="Close filters"
            className="flex size-11 items-center justify-center rounded-ui text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-6">
        {hasOpened && children}
      </div>
      <div className="border-t border-slate-200 bg-white px-4 py-3">
        <Button className="w-full" onClick={onClose}>
          {showLabel}
        </Button>
      </div>
    </dialog>
  );
}
