/** One stock row: a variant when the line has one, else the plain product. */
export interface StockLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/** The row a line locks: products and variants live in two tables, so the key names both. */
export function stockRowKey(line: Pick<StockLine, 'productId' | 'variantId'>): string {
  return line.variantId ? `v:${line.variantId}` : `p:${line.productId}`;
}

/**
 * The one order in which every transaction locks stock rows: plain products before variants,
 * each by id. Two transactions that lock rows in the same order can queue on each other but
 * never deadlock, whatever mix of products and variants their orders hold.
 */
export function inLockOrder<T extends Pick<StockLine, 'productId' | 'variantId'>>(
  lines: readonly T[],
): T[] {
  return [...lines].sort((a, b) => {
    const ka = stockRowKey(a);
    const kb = stockRowKey(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
}

/** Lines for the same row folded into one, so a row is updated once per transaction. */
export function mergeLines(lines: readonly StockLine[]): StockLine[] {
  const byRow = new Map<string, StockLine>();
  for (const line of lines) {
    const key = stockRowKey(line);
    const seen = byRow.get(key);
    if (seen) seen.quantity += line.quantity;
    else byRow.set(key, { ...line });
  }
  return inLockOrder([...byRow.values()]);
}
