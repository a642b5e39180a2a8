// Writing CSV cells that spreadsheets open safely, and reading them back unchanged.

// A cell starting with one of these is run as a formula by Excel, LibreOffice and Sheets
// ("CSV injection"): an exported product name like =HYPERLINK(...) must stay text.
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);
const GUARD = "'";

/** The cell's text with a leading apostrophe when a spreadsheet would read it as a formula. */
export function guardCell(value: string): string {
  const first = value.charAt(0);
  // An apostrophe of its own is doubled too, so unguardCell can tell the two apart.
  const isRisky = FORMULA_START.has(first) || (first === GUARD && value.length > 1);
  return isRisky ? GUARD + value : value;
}

/** Undoes guardCell: drops the apostrophe it added, and only that one. */
export function unguardCell(value: string): string {
  if (value.charAt(0) !== GUARD || value.length < 2) return value;
  const second = value.charAt(1);
  return FORMULA_START.has(second) || second === GUARD ? value.slice(1) : value;
}

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break. */
export function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One line of a CSV file, CRLF-terminated as RFC 4180 and spreadsheets expect. */
export function csvLine(values: readonly string[]): string {
  return values.map((value) => quoteCell(guardCell(value))).join(',') + '\r\n';
}
