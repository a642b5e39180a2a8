import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  QUOTE_COMPANY_MAX,
  QUOTE_LABELS as LABELS,
  QUOTE_MESSAGES,
  QUOTE_NOTE_MAX,
  QUOTE_QUANTITY_MAX,
  quoteCompanyProblem,
  quoteGstinProblem,
  quoteNoteProblem,
  quoteQuantityProblem,
  QUOTE_LINES_MAX,
} from '@labshop/domain/validation/quote';
import { normaliseGstin } from '@labshop/domain/gst/gstin';
import { errorMessage } from '../../api/client.ts';
import { useSession } from '../../api/session.ts';
import { useAlert } from '../../components/alert-provider.tsx';
import { Button } from '../../components/button.tsx';
import { FieldError, FormError, inputClass, TextField } from '../../components/form-field.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { useProfile } from '../profile/api.ts';
import { useRequestQuote } from './api.ts';

/** One product (and variant) the buyer wants priced. */
export type QuoteDraftLine = {
  productId: string;
  variantId: string | null;
  name: string;
  variantName: string | null;
  quantity: number;
};

type RequestQuoteDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  lines: QuoteDraftLine[];
};

type Errors = Partial<Record<'note' | 'company' | 'gstNumber', string>> & {
  quantities?: Record<number, string>;
};

/**
 * Request a quote: the lines with their quantities (editable: a quote is for bulk), the
 * buyer's company and GSTIN (prefilled from a corporate signup) and a note. Checked with the
 * server's own rules before it is sent; on success the new quote opens.
 */
export function RequestQuoteDialog({ isOpen, onClose, lines }: RequestQuoteDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      size="wide"
      title="Request a quote"
      subtitle="Our sales team replies with prices, delivery and how long they hold, usually within a working day."
    >
      <QuoteForm lines={lines.slice(0, QUOTE_LINES_MAX)} onClose={onClose} />
    </ModalDialog>
  );
}

function QuoteForm({ lines, onClose }: { lines: QuoteDraftLine[]; onClose: () => void }) {
  const session = useSession();
  const profile = useProfile({ enabled: session.isShopper });
  const corporate = profile.data?.isCorporate ? profile.data.corporateDetails : undefined;
  const [quantities, setQuantities] = useState(lines.map((line) => String(line.quantity)));
  const [company, setCompany] = useState<string | null>(null);
  const [gstNumber, setGstNumber] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const request = useRequestQuote();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const noteId = useId();
  // The profile may arrive after the dialog opens: until the buyer types, it fills the fields.
  const companyValue = company ?? corporate?.tradeName ?? '';
  const gstValue = gstNumber ?? corporate?.gstNumber ?? '';

  function check(): Errors {
    const found: Errors = {};
    const quantityProblems: Record<number, string> = {};
    quantities.forEach((text, index) => {
      const problem = quoteQuantityProblem(Number(text));
      if (text.trim() === '' || problem) quantityProblems[index] = QUOTE_MESSAGES.quantity;
    });
    if (Object.keys(quantityProblems).length > 0) found.quantities = quantityProblems;
    const companyProblem = quoteCompanyProblem(companyValue);
    if (companyProblem) found.company = companyProblem;
    const gstProblem = quoteGstinProblem(gstValue);
    if (gstProblem) found.gstNumber = gstProblem;
    const noteProblem = quoteNoteProblem(note);
    if (noteProblem) found.note = noteProblem;
    return found;
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    const gstin = normaliseGstin(gstValue);
    request.mutate(
      {
        lines: lines.map((line, index) => ({
          productId: line.productId,
          variantId: line.variantId,
          quantity: Number(quantities[index]),
        })),
        note,
        company: companyValue,
        ...(gstin ? { gstNumber: gstin } : {}),
      },
      {
        onSuccess: (result) => {
          showAlert('success', result.message);
          onClose();
          void navigate(`/quotes/${result.quote._id}`);
        },
        onError: (error) => setFormError(errorMessage(error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Products</legend>
        <ul className="mt-2 divide-y divide-slate-100 rounded-ui border border-slate-200">
          {lines.map((line, index) => (
            <li
              key={`${line.productId}:${line.variantId ?? ''}`}
              className="grid grid-cols-[1fr_6.5rem] items-start gap-3 p-3"
            >
              <div className="min-w-0 pt-2 text-sm">
                <p className="font-medium text-slate-900">{line.name}</p>
                {line.variantName && <p className="text-slate-600">{line.variantName}</p>}
              </div>
              <TextField
                label={LABELS.quantity}
                type="number"
                inputMode="numeric"
                min={1}
                max={QUOTE_QUANTITY_MAX}
                value={quantities[index] ?? ''}
                error={errors.quantities?.[index]}
                onChange={(event) =>
                  setQuantities((all) =>
                    all.map((value, i) => (i === index ? event.target.value : value)),
                  )
                }
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={`${LABELS.company} (optional)`}
          value={companyValue}
          maxLength={QUOTE_COMPANY_MAX}
          autoComplete="organization"
          error={errors.company}
          onChange={(event) => setCompany(event.target.value)}
        />
        <TextField
          label={`${LABELS.gstNumber} (optional)`}
          value={gstValue}
          maxLength={20}
          autoComplete="off"
          error={errors.gstNumber}
          onChange={(event) => setGstNumber(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
          {LABELS.note} (optional)
        </label>
        <textarea
          id={noteId}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
          maxLength={QUOTE_NOTE_MAX}
          aria-invalid={errors.note ? true : undefined}
          placeholder="Delivery date, site, installation, payment terms…"
          className={`${inputClass} mt-1.5 resize-y`}
        />
        <p className="mt-1 text-right text-xs text-slate-500">
          {note.length}/{QUOTE_NOTE_MAX}
        </p>
        <FieldError message={errors.note} />
      </div>
      <FormError message={formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isBusy={request.isPending} busyLabel="Sending…">
          Send request
        </Button>
      </div>
    </form>
  );
}
