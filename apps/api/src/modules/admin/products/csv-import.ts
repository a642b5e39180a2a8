import type { ImportError } from '@labshop/domain/api/admin-tasks';
import {
  IMAGE_SEPARATOR,
  PRODUCT_CSV_MESSAGES as M,
  type ProductCsvColumn,
} from '@labshop/domain/catalog-csv/product-csv';
import {
  productFormSchema,
  productImagesProblem,
  type ProductFormInput,
} from '@labshop/domain/validation/product-form';
import type { Db } from '../../../db/client.ts';
import type { CsvRow } from '../../../platform/csv/read-csv.ts';
import { INVENTORY_MESSAGES } from '../../inventory/service.ts';
import { categoriesByName, type NamedCategory } from '../categories/by-name.ts';
import { cellOf, type ColumnIndex } from '../imports/csv-header.ts';
import {
  isSameProduct,
  isSameVariants,
  productsBySku,
  type StoredProduct as Existing,
} from './stored-products.ts';
import { knownImageUrls } from './product-images.ts';
import { PRODUCT_ANSWERS } from './service.ts';

// Checks every row of a product CSV with the product form's own schema and messages, and
// turns the rows into creates and updates (matched by SKU). Nothing is written here.

export interface ProductPlanItem {
  row: number;
  input: ProductFormInput;
  gst: { hsnCode: string; gstRatePercent: number };
  imageUrls: string[];
  /** The product this row updates; absent for a new one. */
  existingId?: string;
  /** What the updated product has now, so the write skips what the row leaves alone. */
  existingImageUrls?: string[];
  /** Its variants are the stored ones already: saveVariants has nothing to do. */
  hasSameVariants?: boolean;
  /** The row matches the stored product exactly: nothing to write. */
  isUnchanged?: boolean;
}

export interface ProductImportCheck {
  errors: ImportError[];
  items: ProductPlanItem[];
}

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)+$/;
const FILE_NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)+$/;

/** The form field a schema issue names, as the CSV column that holds it. */
function columnOf(path: readonly PropertyKey[]): string {
  const [field, sub] = path;
  if (field === 'deliveryOptions') return sub === 'charge' ? 'deliveryCharge' : 'deliveryType';
  return typeof field === 'string' ? field : 'row';
}

/** A JSON list cell: blank is "not given", anything but a list is the column's message. */
function jsonList(cell: string | undefined): { ok: true; value?: unknown[] } | { ok: false } {
  if (cell === undefined || cell.trim() === '') return { ok: true };
  try {
    const value: unknown = JSON.parse(cell);
    return Array.isArray(value) ? { ok: true, value } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** '/uploads/ab.webp | cd.png' -> the shop's URL paths, or the first entry that is not one. */
function imagePaths(cell: string | undefined): { urls: string[]; bad?: string } {
  const entries = (cell ?? '')
    .split(IMAGE_SEPARATOR)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const urls: string[] = [];
  for (const entry of entries) {
    if (UPLOAD_PATH.test(entry)) urls.push(entry);
    else if (FILE_NAME.test(entry)) urls.push(`/uploads/${entry}`);
    else return { urls, bad: entry };
  }
  return { urls };
}

const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value;

/** The row as the product form's fields, the way the form's multipart sends them. */
function formFields(
  cell: (column: ProductCsvColumn) => string | undefined,
  categoryId: string | undefined,
  variants: unknown[] | undefined,
  specs: unknown[] | undefined,
): Record<string, unknown> {
  const variantRows = (variants ?? []).map((variant) =>
    // Ids and loaded counts are the form's own; a sheet's are ignored (matched by name below).
    variant && typeof variant === 'object'
      ? { ...(variant as object), _id: undefined, stockWas: undefined }
      : variant,
  );
  return {
    name: cell('name'),
    category: categoryId ?? cell('category'),
    description: cell('description'),
    brand: cell('brand'),
    sku: cell('sku'),
    mrp: cell('mrp'),
    sellingPrice: cell('sellingPrice'),
    inStock: cell('inStock'),
    minProductAlert: cell('minProductAlert'),
    isFeatured: cell('isFeatured'),
    isPerishable: blankToUndefined(cell('isPerishable')),
    status: cell('status'),
    tags: cell('tags') ?? '',
    hsnCode: blankToUndefined(cell('hsnCode')),
    gstRatePercent: blankToUndefined(cell('gstRatePercent')),
    deliveryOptions: {
      type: blankToUndefined(cell('deliveryType')),
      charge: blankToUndefined(cell('deliveryCharge')),
    },
    deliveryTimeEstimate: cell('deliveryTimeEstimate'),
    variantsEnabled: variantRows.length > 0,
    variants: variantRows,
    specs,
    // A column the file does not have leaves the product's value as it is; a blank cell clears it.
    casNumber: cell('casNumber'),
    formula: cell('formula'),
    grade: cell('grade'),
    purity: cell('purity'),
    // JSON text, checked by the form's rules; a blank cell clears them.
    priceBreaks: cell('priceBreaks'),
  };
}

/** Variants of an existing product keep their rows (and what shoppers asked of them) by name. */
function matchVariants(input: ProductFormInput, existing: Existing | undefined): void {
  if (!existing) return;
  // Counts as at the check: the write moves stock by the difference, so units sold meanwhile
  // stay sold (as the form does with the count it was loaded with).
  input.inStockWas = existing.onHand;
  const byName = new Map(existing.variants.map((v) => [v.name.trim().toLowerCase(), v]));
  for (const variant of input.variants) {
    const match = byName.get(variant.name.toLowerCase());
    if (!match) continue;
    variant._id = match.id;
    variant.stockWas = match.onHand;
    byName.delete(variant.name.toLowerCase());
  }
}

/** Counts below what unpaid checkouts hold are the form's 409, here a row error. */
function heldProblems(input: ProductFormInput, existing: Existing): ImportError[] {
  const problems: Omit<ImportError, 'row'>[] = [];
  if (input.inStock < existing.reserved) {
    const message = INVENTORY_MESSAGES.belowReserved(input.name, existing.reserved);
    problems.push({ column: 'inStock', message });
  }
  for (const variant of input.variants) {
    const held = existing.variants.find((v) => v.id === variant._id)?.reserved ?? 0;
    if (variant._id && variant.stock < held) {
      const message = INVENTORY_MESSAGES.belowReserved(`${input.name} (${variant.name})`, held);
      problems.push({ column: 'variants', message });
    }
  }
  return problems.map((problem) => ({ row: 0, ...problem }));
}

const PROGRESS_EVERY = 250;

/**
 * Checks every row; `onProgress` hears how many are done (and the loop yields to other
 * requests between batches, so 10,000 rows never hold the event loop).
 */
export async function checkProductRows(
  db: Db,
  index: ColumnIndex<ProductCsvColumn>,
  rows: readonly CsvRow[],
  onProgress: (processed: number) => Promise<void>,
): Promise<ProductImportCheck> {
  const categories = await categoriesByName(db);
  const skuColumn = index.get('sku')!;
  const existingBySku = await productsBySku(
    db,
    rows.map((row) => (row.cells[skuColumn] ?? '').trim()).filter((sku) => sku !== ''),
  );
  const allImages = rows.flatMap((row) => imagePaths(cellOf(index, row.cells, 'images')).urls);
  const knownImages = await knownImageUrls(db, allImages);
  const errors: ImportError[] = [];
  const items: ProductPlanItem[] = [];
  const firstRowOfSku = new Map<string, number>();

  for (const [n, { row, cells }] of rows.entries()) {
    if (n > 0 && n % PROGRESS_EVERY === 0) {
      await onProgress(n);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const rowErrors: ImportError[] = [];
    const fail = (column: string, message: string) => rowErrors.push({ row, column, message });
    const cell = (column: ProductCsvColumn) => cellOf(index, cells, column);

    const categoryName = (cell('category') ?? '').trim();
    const category: NamedCategory | undefined = categories.get(categoryName.toLowerCase());
    if (categoryName !== '' && !category) fail('category', PRODUCT_ANSWERS.unknownCategory);
    const variants = jsonList(cell('variants'));
    if (!variants.ok) fail('variants', M.variantsJson);
    const specs = jsonList(cell('specs'));
    if (!specs.ok) fail('specs', M.specsJson);
    const images = imagePaths(cell('images'));
    if (images.bad !== undefined) fail('images', M.badImage(images.bad));
    for (const url of images.urls) {
      if (!knownImages.has(url)) fail('images', M.unknownImage(url));
    }
    const imageProblem = images.bad === undefined ? productImagesProblem(images.urls.length) : null;
    if (imageProblem) fail('images', imageProblem);

    const parsed = productFormSchema.safeParse(
      formFields(
        cell,
        category?.id ?? (categoryName === '' ? undefined : 'unknown'),
        variants.ok ? variants.value : undefined,
        specs.ok ? specs.value : undefined,
      ),
    );
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = columnOf(issue.path);
        // One message per cell: the first, as the form shows one above each input.
        if (seen.has(column) || rowErrors.some((e) => e.column === column)) continue;
        seen.add(column);
        fail(column, issue.message);
      }
    }
    const sku = (cell('sku') ?? '').trim();
    const firstRow = firstRowOfSku.get(sku);
    if (sku !== '' && firstRow !== undefined) fail('sku', M.duplicateSku(firstRow));
    else if (sku !== '') firstRowOfSku.set(sku, row);

    if (parsed.success && category && rowErrors.length === 0) {
      const input = parsed.data;
      const existing = existingBySku.get(input.sku);
      matchVariants(input, existing);
      const held = existing ? heldProblems(input, existing) : [];
      for (const problem of held) fail(problem.column, problem.message);
      if (held.length === 0) {
        items.push({
          row,
          input,
          gst: { hsnCode: category.hsnCode, gstRatePercent: category.gstRatePercent },
          imageUrls: images.urls,
          ...(existing
            ? {
                existingId: existing.id,
                existingImageUrls: existing.imageUrls,
                hasSameVariants: isSameVariants(input, existing.variants),
                isUnchanged: isSameProduct(input, images.urls, existing),
              }
            : {}),
        });
      }
    }
    errors.push(...rowErrors);
  }
  await onProgress(rows.length);
  return { errors, items };
}
