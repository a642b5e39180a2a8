import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { AddressForm } from '../profile/address-form.tsx';

type AddAddressModalProps = {
  isOpen: boolean;
  onClose: () => void;
};

/** The profile's address form in a modal <dialog>: focus stays inside, Escape closes it. */
export function AddAddressModal({ isOpen, onClose }: AddAddressModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    else if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      aria-label="Add Address"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-1.5rem))] overflow-y-auto rounded-ui bg-transparent p-0 backdrop:bg-slate-900/40"
    >
      <div className="relative">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-3 right-3 z-10 flex size-10 items-center justify-center rounded-ui text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        {isOpen && <AddressForm editing={null} onDone={onClose} />}
      </div>
    </dialog>
  );
}
