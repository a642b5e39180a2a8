import { Download, FileText } from 'lucide-react';
import type { ProductSds } from '@labshop/domain/api/safety-data-sheets';
import { SDS_LINK_TEXT } from '@labshop/domain/chemicals/safety-data-sheet';
import { apiUrl } from '../../api/client.ts';
import { formatDay } from '../../components/date-time.ts';

/** The product's current safety data sheet as a download, with the day it was uploaded. */
export function SafetyDataSheetLink({ sds }: { sds?: ProductSds | null }) {
  if (!sds) return null;
  return (
    <a
      href={apiUrl(sds.url)}
      download
      className="group flex min-h-14 items-center gap-3 sm:max-w-sm rounded-ui border border-slate-200 bg-white px-4 py-3 text-sm hover:border-primary-600 hover:bg-primary-50"
    >
      <FileText aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-primary-700 group-hover:underline">
          {SDS_LINK_TEXT}
        </span>
        <span className="block text-xs text-slate-600">
          Uploaded <time dateTime={sds.uploadedAt}>{formatDay(sds.uploadedAt)}</time>
        </span>
      </span>
      <Download aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
    </a>
  );
}
