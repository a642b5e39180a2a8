import { CSV_FILE_MESSAGES } from '@labshop/domain/catalog-csv/csv-limits';

// Which cell of a row holds which column: names matched whatever their case, so a header
// retyped by hand as "SellingPrice" or "SKU" still reads.

export type ColumnIndex<C extends string> = Map<C, number>;

/** The column positions, or the one message that says what is wrong with the header. */
export function readHeader<C extends string>(
  header: readonly string[],
  columns: readonly C[],
  optional: readonly C[],
): { ok: true; index: ColumnIndex<C> } | { ok: false; message: string } {
  const byLower = new Map(columns.map((column) => [column.toLowerCase(), column]));
  const index: ColumnIndex<C> = new Map();
  const unknown: string[] = [];
  const twice: string[] = [];
  header.forEach((name, position) => {
    if (name === '') return;
    const column = byLower.get(name.toLowerCase());
    if (!column) unknown.push(name.slice(0, 40));
    else if (index.has(column)) twice.push(column);
    else index.set(column, position);
  });
  if (twice.length > 0) return { ok: false, message: CSV_FILE_MESSAGES.duplicateColumns(twice) };
  if (unknown.length > 0) {
    return { ok: false, message: CSV_FILE_MESSAGES.unknownColumns(unknown.slice(0, 10)) };
  }
  const missing = columns.filter((column) => !index.has(column) && !optional.includes(column));
  if (missing.length > 0) return { ok: false, message: CSV_FILE_MESSAGES.missingColumns(missing) };
  return { ok: true, index };
}

/** The row's cell of a column; undefined when the file has no such column. */
export function cellOf<C extends string>(
  index: ColumnIndex<C>,
  cells: readonly string[],
  column: C,
): string | undefined {
  const position = index.get(column);
  return position === undefined ? undefined : (cells[position] ?? '');
}
