import type { ProductDetail, ProductSpec } from '@labshop/domain/api/catalog';
import { CAS_NUMBER_LABEL, CHEMICAL_LABELS } from '@labshop/domain/chemicals/chemical-labels';

/** The specifications, a chemical's CAS number, formula, grade and purity first, each once. */
export function specsWithChemicalDetails(product: ProductDetail): ProductSpec[] {
  const typed = [
    { key: CAS_NUMBER_LABEL, value: product.casNumber },
    { key: CHEMICAL_LABELS.formula, value: product.formula },
    { key: CHEMICAL_LABELS.grade, value: product.grade },
    { key: CHEMICAL_LABELS.purity, value: product.purity },
  ].filter((row): row is { key: string; value: string } => Boolean(row.value));
  if (typed.length === 0) return product.specs;
  const shown = new Set(typed.map((row) => row.key.toLowerCase()));
  const others = product.specs.filter((spec) => !shown.has(spec.key.trim().toLowerCase()));
  return [...typed, ...others];
}
