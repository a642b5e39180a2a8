// Bounds of a CSV file an admin uploads to import products or stock counts: checked while the
// upload streams in and before any job is queued (docs/product/catalog-csv.md).

/** 10 MB: 10,000 product rows with long descriptions and a few variants fit with room. */
export const CSV_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Data rows, not counting the header. */
export const CSV_IMPORT_MAX_ROWS = 10_000;
/** One cell: the longest a product field may be (the description, or variants JSON). */
export const CSV_CELL_MAX_CHARS = 20_000;

export const CSV_FILE_MESSAGES = {
  noFile: 'Choose a CSV file to upload.',
  notCsv: 'The file is not a CSV file. Save the sheet as CSV (UTF-8) and try again.',
  tooLarge: `The file is larger than ${CSV_IMPORT_MAX_BYTES / (1024 * 1024)} MB. Split it and import the parts one after another.`,
  tooManyRows: `The file has more than ${CSV_IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows. Split it and import the parts one after another.`,
  empty: 'The file has no rows under its header.',
  badDryRun: 'dryRun must be true or false.',
  missingColumns: (columns: readonly string[]) =>
    `The header is missing the column${columns.length === 1 ? '' : 's'}: ${columns.join(', ')}.`,
  unknownColumns: (columns: readonly string[]) =>
    `The header has column${columns.length === 1 ? '' : 's'} this import does not know: ${columns.join(', ')}.`,
  duplicateColumns: (columns: readonly string[]) =>
    `The header names a column twice: ${columns.join(', ')}.`,
} as const;
