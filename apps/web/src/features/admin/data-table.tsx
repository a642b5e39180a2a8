import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { stackedCell, stackedRow, stackedTableHead } from '../../components/stacked-table.ts';
import { LoadError, LoadingRows } from './admin-ui.tsx';

// The one table every back-office list uses: columns, sort, selection, loading, empty and
// error states, pagination. Below the md breakpoint each row becomes a card of label/value
// lines (stacked-table.ts), so no list pushes a phone's page sideways.

export interface Column<Row> {
  /** The header's text, and each cell's label when the row is a card on a phone. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sortable: the list's `sort` values for this column, e.g. 'price-asc' / 'price-desc'. */
  sort?: { asc: string; desc: string; first?: 'asc' | 'desc' };
  align?: 'right';
  /** Extra classes for this column's cells (e.g. 'tabular-nums'). */
  className?: string;
  /** Long text (a summary, a note): on a phone's card its label sits above it, full width. */
  isBlock?: boolean;
}

export interface Selection {
  ids: ReadonlySet<string>;
  onChange: (ids: Set<string>) => void;
}

interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowId: (row: Row) => string;
  /** A short name for a row, read by screen readers on its checkbox ("Select order T123"). */
  rowLabel: (row: Row) => string;
  isPending: boolean;
  isError: boolean;
  errorMessage?: string;
  empty: { icon: ComponentType<{ className?: string }>; title: string; body?: ReactNode };
  sort?: { value: string; onChange: (value: string) => void };
  selection?: Selection;
  /** The row's last cell: its buttons (Edit, Delete...). */
  actions?: (row: Row) => ReactNode;
  rowClassName?: (row: Row) => string | undefined;
  pagination?: { page: number; pageCount: number; onPage: (page: number) => void };
  /** Many columns: keep them readable on a desktop and let the table scroll in between. */
  isWide?: boolean;
  /** Many columns beside the sidebar: tighter cell padding up to the widest screens. */
  isCompact?: boolean;
}

const th =
  'border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = `${stackedCell} border-slate-100 align-middle text-slate-800 md:border-b`;
const blockTd =
  'block border-slate-100 px-4 py-1.5 text-sm text-slate-800 before:mb-1 before:block before:font-medium before:text-slate-500 before:content-[attr(data-label)] md:table-cell md:border-b md:py-3 md:align-middle md:before:content-none';

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  rowLabel,
  isPending,
  isError,
  errorMessage = `Could not load the ${caption.toLowerCase()}. Please reload the page.`,
  empty,
  sort,
  selection,
  actions,
  rowClassName,
  pagination,
  isWide = false,
  isCompact = false,
}: DataTableProps<Row>) {
  if (isPending) return <LoadingRows />;
  if (isError || !rows) return <LoadError message={errorMessage} />;
  if (rows.length === 0) {
    return (
      <EmptyState icon={empty.icon} title={empty.title}>
        {empty.body}
      </EmptyState>
    );
  }

  const pageIds = rows.map(rowId);
  const pad = isCompact ? 'md:px-2.5 2xl:px-4' : '';
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto rounded-ui border border-slate-200 bg-white shadow-card">
        <table className={`w-full text-left text-sm ${isWide ? 'md:min-w-[48rem]' : ''}`}>
          <caption className="sr-only">{caption}</caption>
          <thead className={stackedTableHead}>
            <tr>
              {selection && (
                <th scope="col" className={`${th} ${pad} w-10`}>
                  <SelectAll ids={pageIds} selection={selection} caption={caption} />
                </th>
              )}
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  aria-sort={sort && column.sort ? ariaSort(sort.value, column.sort) : undefined}
                  className={`${th} ${pad} ${column.align === 'right' ? 'text-right' : ''}`}
                >
                  {sort && column.sort ? <SortButton column={column} sort={sort} /> : column.header}
                </th>
              ))}
              {actions && (
                <th scope="col" className={`${th} ${pad} text-right`}>
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 md:divide-y-0">
            {rows.map((row) => {
              const id = rowId(row);
              const isSelected = selection?.ids.has(id) ?? false;
              return (
                <tr
                  key={id}
                  className={`${stackedRow} ${isSelected ? 'bg-primary-50' : (rowClassName?.(row) ?? '')}`}
                >
                  {selection && (
                    <td className={`${td} ${pad}`} data-label="Select">
                      <input
                        type="checkbox"
                        checked={isSelected}
                        onChange={(event) => {
                          const next = new Set(selection.ids);
                          if (event.target.checked) next.add(id);
                          else next.delete(id);
                          selection.onChange(next);
                        }}
                        aria-label={`Select ${rowLabel(row)}`}
                        className="size-5 accent-primary-700"
                      />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      data-label={column.header}
                      className={`${column.isBlock ? blockTd : td} ${pad} ${column.align === 'right' ? 'md:text-right' : ''} ${column.className ?? ''}`}
                    >
                      <div>{column.cell(row)}</div>
                    </td>
                  ))}
                  {actions && (
                    <td className={`${td} ${pad} md:text-right`} data-label="Actions">
                      <div className="flex flex-wrap justify-end gap-2">{actions(row)}</div>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pagination && <Pagination {...pagination} />}
    </div>
  );
}

function ariaSort(value: string, sort: NonNullable<Column<unknown>['sort']>) {
  if (value === sort.asc) return 'ascending';
  if (value === sort.desc) return 'descending';
  return 'none';
}

function SortButton<Row>({
  column,
  sort,
}: {
  column: Column<Row>;
  sort: { value: string; onChange: (value: string) => void };
}) {
  const options = column.sort!;
  const current = ariaSort(sort.value, options);
  const next =
    current === 'ascending'
      ? options.desc
      : current === 'descending'
        ? options.asc
        : options[options.first ?? 'asc'];
  const Icon =
    current === 'ascending' ? ArrowUp : current === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => sort.onChange(next)}
      className="inline-flex min-h-8 items-center gap-1 rounded-ui uppercase hover:text-slate-900"
    >
      {column.header}
      <Icon aria-hidden="true" className={`size-3.5 ${current === 'none' ? 'opacity-50' : ''}`} />
      <span className="sr-only">
        {current === 'none' ? ', sort' : `, sorted ${current}; change order`}
      </span>
    </button>
  );
}

/** The header's checkbox: selects or clears this page's rows, mixed when some are chosen. */
function SelectAll({
  ids,
  selection,
  caption,
}: {
  ids: string[];
  selection: Selection;
  caption: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const chosen = ids.filter((id) => selection.ids.has(id)).length;
  const isAll = chosen === ids.length && ids.length > 0;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = chosen > 0 && !isAll;
  }, [chosen, isAll]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={isAll}
      onChange={() => {
        const next = new Set(selection.ids);
        for (const id of ids) {
          if (isAll) next.delete(id);
          else next.add(id);
        }
        selection.onChange(next);
      }}
      aria-label={`Select all ${caption.toLowerCase()} on this page`}
      className="size-5 accent-primary-700"
    />
  );
}
