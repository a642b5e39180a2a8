// What the admin form shows beside a stock count it edits: the count is what is on the shelf;
// unpaid checkouts hold part of it, and shoppers can buy the rest.

export interface StoredCounts {
  /** Units on hand when the form was loaded. */
  stock: number;
  /** Of those, units held by unpaid checkouts. */
  reserved?: number | undefined;
}

export function stockCountsText({ stock, reserved = 0 }: StoredCounts): string {
  const available = Math.max(0, stock - reserved);
  return `On hand. Reserved: ${reserved} (held by unpaid checkouts) · Available: ${available}`;
}
