import type { ProductSpec } from '@labshop/domain/api/catalog';

export type CompareRow = {
  label: string;
  /** One value per product, in column order; null where the product does not state it. */
  values: (string | null)[];
  /** True when the stated values are not all the same (a missing value counts as different). */
  differs: boolean;
};

/**
 * The products' specifications aligned by name, in the order they first appear: "Readability"
 * of every balance on one row, whatever row of its own table it was.
 */
export function compareRows(specsPerProduct: ProductSpec[][]): CompareRow[] {
  const rows = new Map<string, { label: string; values: (string | null)[] }>();
  specsPerProduct.forEach((specs, column) => {
    for (const spec of specs) {
      const key = normalise(spec.key);
      if (!key) continue;
      let row = rows.get(key);
      if (!row) {
        row = { label: spec.key.trim(), values: specsPerProduct.map(() => null) };
        rows.set(key, row);
      }
      row.values[column] ??= spec.value.trim() || null;
    }
  });
  return [...rows.values()].map((row) => ({ ...row, differs: isDifferent(row.values) }));
}

export function isDifferent(values: readonly (string | null)[]): boolean {
  return new Set(values.map((value) => (value === null ? null : normalise(value)))).size > 1;
}

// "0.1 mg" and "0.1  MG" are the same reading; case and spacing are how people typed them.
function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
