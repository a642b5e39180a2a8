// Tables that stack on phones: below the breakpoint each row becomes a block of label/value
// lines (the label comes from the cell's data-label) and the header row is read only by
// screen readers, so a wide table never pushes the page sideways.

export const stackedTableHead = 'sr-only md:not-sr-only md:table-header-group';
export const stackedRow = 'block py-2 md:table-row md:py-0';
export const stackedCell =
  'flex justify-between gap-4 px-4 py-1.5 text-sm text-right before:text-left before:font-medium before:text-slate-500 before:content-[attr(data-label)] md:table-cell md:py-3 md:text-left md:before:content-none';
