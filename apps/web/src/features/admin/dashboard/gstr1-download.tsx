import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { FIRST_GST_MONTH } from '@labshop/domain/reports';
import { buttonClass } from '../../../components/button.tsx';
import { FieldError, inputClass } from '../../../components/form-field.tsx';
import { gstr1Url, isReturnMonth, lastMonth, monthOf } from './api.ts';

const MONTH_MESSAGE = `Choose a month from ${FIRST_GST_MONTH} to this one.`;

/**
 * The month's GSTR-1 for the accountant. A plain download link: the server streams the zip
 * straight to disk, and the browser keeps the admin's session cookie on it.
 */
export function Gstr1Download() {
  const id = useId();
  const [month, setMonth] = useState(lastMonth);
  const isValid = isReturnMonth(month);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-ui border border-slate-200 bg-white p-4 shadow-card sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        GST returns
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        GSTR-1 of a month as the GST offline tool’s CSV files (B2B, B2C large and small, credit
        notes, HSN summary), from the invoices and credit notes issued in it.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            Return period
          </label>
          <FieldError id={`${id}-error`} message={isValid ? undefined : MONTH_MESSAGE} />
          <input
            id={id}
            type="month"
            value={month}
            min={FIRST_GST_MONTH}
            max={monthOf(new Date())}
            onChange={(event) => setMonth(event.target.value)}
            aria-invalid={isValid ? undefined : true}
            aria-describedby={isValid ? undefined : `${id}-error`}
            className={`${inputClass} mt-1 w-48`}
          />
        </div>
        {isValid ? (
          <a href={gstr1Url(month)} download className={buttonClass('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            Download GSTR-1
          </a>
        ) : (
          <span
            aria-disabled="true"
            className={buttonClass('secondary', 'cursor-not-allowed text-slate-400')}
          >
            <Download aria-hidden="true" className="size-4" />
            Download GSTR-1
          </span>
        )}
      </div>
    </section>
  );
}
