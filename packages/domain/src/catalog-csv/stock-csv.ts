import { FIELD_MESSAGES, parseNumber, type Parsed } from '../validation/form-values.ts';

// The stock count CSV (docs/product/catalog-csv.md): one row per product, or per variant of a
// product with variants, with the quantity counted on the shelf.

export const STOCK_CSV_COLUMNS = ['sku', 'variant', 'countedQuantity'] as const;
export type StockCsvColumn = (typeof STOCK_CSV_COLUMNS)[number];

/** A product without variants needs no variant column. */
export const STOCK_CSV_OPTIONAL_COLUMNS: readonly StockCsvColumn[] = ['variant'];

export const STOCK_CSV_LABELS = {
  sku: 'SKU',
  variant: 'Variant',
  countedQuantity: 'Counted quantity',
} as const;

export const STOCK_CSV_MESSAGES = {
  skuRequired: FIELD_MESSAGES.required(STOCK_CSV_LABELS.sku),
  unknownSku: (sku: string) => `No product has the SKU ${sku.slice(0, 64)}`,
  variantRequired: (name: string) => `${name} has variants: name the variant counted`,
  unknownVariant: (name: string, variant: string) =>
    `${name} has no variant named ${variant.slice(0, 80)}`,
  noVariants: (name: string) => `${name} has no variants: leave Variant blank`,
  duplicate: (row: number) => `This item is already counted on row ${row}`,
} as const;

/** The counted quantity: a whole number from 0, with the form's number messages. */
export function parseCountedQuantity(value: string): Parsed<number> {
  return parseNumber(value, STOCK_CSV_LABELS.countedQuantity, 'count');
}
