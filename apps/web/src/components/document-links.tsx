import { FileText } from 'lucide-react';
import { apiUrl } from '../api/client.ts';

type DocumentLinksProps = {
  /** The order's documents route without the kind, e.g. /api/user/orders/TXN1. */
  base: string;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
};

const linkClass =
  'inline-flex h-9 items-center gap-1.5 rounded-ui border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50';

/** "Download invoice" (and "Download credit note") for a paid (and cancelled) order's PDFs. */
export function DocumentLinks({ base, invoiceNumber, creditNoteNumber }: DocumentLinksProps) {
  if (!invoiceNumber && !creditNoteNumber) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {invoiceNumber && (
        <a href={apiUrl(`${base}/invoice`)} download className={linkClass}>
          <FileText aria-hidden="true" className="size-4 text-primary-700" />
          Download invoice
          <span className="sr-only">{invoiceNumber}</span>
        </a>
      )}
      {creditNoteNumber && (
        <a href={apiUrl(`${base}/credit-note`)} download className={linkClass}>
          <FileText aria-hidden="true" className="size-4 text-danger-700" />
          Download credit note
          <span className="sr-only">{creditNoteNumber}</span>
        </a>
      )}
    </div>
  );
}
