// The product CSV (docs/product/catalog-csv.md): one row per product, in the columns of the
// product form. Variants and specifications are JSON lists in one cell each; images are the
// shop's own picture paths separated by '|'; a chemical's CAS number, formula, grade and purity
// follow, blank for other products; quantity prices last, a JSON list like the variants'. Export writes these columns and import reads them.

export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name',
  'brand',
  'category',
  'description',
  'mrp',
  'sellingPrice',
  'inStock',
  'minProductAlert',
  'status',
  'isFeatured',
  'isPerishable',
  'tags',
  'hsnCode',
  'gstRatePercent',
  'deliveryType',
  'deliveryCharge',
  'deliveryTimeEstimate',
  'variants',
  'specs',
  'images',
  'casNumber',
  'formula',
  'grade',
  'purity',
  'priceBreaks',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Columns an import may leave out: the form's defaults (or the category's GST) apply. */
export const PRODUCT_CSV_OPTIONAL_COLUMNS: readonly ProductCsvColumn[] = [
  'isPerishable',
  'tags',
  'hsnCode',
  'gstRatePercent',
  'deliveryType',
  'deliveryCharge',
  'variants',
  'specs',
  'casNumber',
  'formula',
  'grade',
  'purity',
  'priceBreaks',
];

/** Between the paths of one product's images. */
export const IMAGE_SEPARATOR = '|';

export const PRODUCT_CSV_MESSAGES = {
  variantsJson: 'Variants must be a JSON list like [{"name":"250 ml","price":120,"stock":40}]',
  specsJson: 'Specifications must be a JSON list like [{"key":"Capacity","value":"250 ml"}]',
  duplicateSku: (row: number) => `This SKU is already on row ${row}`,
  badImage: (value: string) =>
    `Image "${value.slice(0, 80)}" must be a picture of this shop: /uploads/name.webp or its file name`,
  unknownImage: (value: string) =>
    `Image "${value.slice(0, 80)}" is not a picture of this shop. Upload it with a product first.`,
} as const;
