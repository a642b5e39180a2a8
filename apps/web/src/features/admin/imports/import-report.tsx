import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { ImportReport } from '@labshop/domain/api/admin-tasks';
import { stackedCell, stackedRow, stackedTableHead } from '../../../components/stacked-table.ts';
import { AdminTable, thClass } from '../admin-ui.tsx';

/** A finished check's row errors as a table of row, column and message. */
export function ImportErrors({ report, fileName }: { report: ImportReport; fileName: string }) {
  const shown = report.errors.length;
  return (
    <div className="mt-4">
      <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger-800">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {report.errorCount === 1
            ? `${fileName} has 1 problem. Nothing was imported.`
            : `${fileName} has ${report.errorCount.toLocaleString('en-IN')} problems. Nothing was imported.`}{' '}
          Fix them in the sheet, save it as CSV and check it again.
          {report.errorCount > shown && ` The first ${shown.toLocaleString('en-IN')} are listed.`}
        </span>
      </p>
      <div className="mt-3 max-h-96 overflow-y-auto">
        <AdminTable caption={`Problems in ${fileName}`}>
          <thead className={stackedTableHead}>
            <tr>
              <th scope="col" className={`${thClass} w-20`}>
                Row
              </th>
              <th scope="col" className={`${thClass} w-40`}>
                Column
              </th>
              <th scope="col" className={thClass}>
                Message
              </th>
            </tr>
          </thead>
          <tbody className="block md:table-row-group">
            {report.errors.map((error, i) => (
              <tr
                key={`${error.row}-${error.column}-${i}`}
                className={`${stackedRow} border-b border-slate-100`}
              >
                <td data-label="Row" className={`${stackedCell} tabular-nums`}>
                  {error.row}
                </td>
                <td data-label="Column" className={stackedCell}>
                  <span className="font-mono text-xs md:text-sm">{error.column}</span>
                </td>
                <td data-label="Message" className={`${stackedCell} text-danger-800`}>
                  {error.message}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      </div>
    </div>
  );
}

/** "The file is clean" after a check, or what a real run did. */
export function ImportSuccess({
  report,
  isApplied,
  fileName,
  rowCount,
  what,
}: {
  report: ImportReport;
  isApplied: boolean;
  fileName: string;
  rowCount: number;
  what: 'products' | 'stock';
}) {
  const rows = rowCount.toLocaleString('en-IN');
  const text = !isApplied
    ? `${fileName}: all ${rows} rows are valid. Import them when you are ready.`
    : what === 'products'
      ? `Imported ${fileName}: ${report.created.toLocaleString('en-IN')} products added, ${report.updated.toLocaleString('en-IN')} updated.`
      : `Imported ${fileName}: ${report.updated.toLocaleString('en-IN')} stock counts changed, ${report.unchanged.toLocaleString('en-IN')} already right.`;
  return (
    <p
      role="status"
      className="mt-4 flex items-start gap-2 rounded-ui border border-primary-200 bg-primary-50 p-3 text-sm text-primary-900"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
      <span>
        {text}
        {isApplied && what === 'products' && (
          <>
            {' '}
            <Link to="/admin-manage-Product" className="font-semibold underline underline-offset-2">
              See the products
            </Link>
          </>
        )}
      </span>
    </p>
  );
}
