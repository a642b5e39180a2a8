import { asc, eq, gt } from 'drizzle-orm';
import { paiseToRupees } from '@labshop/domain/money';
import { toPriceBreaks } from '@labshop/domain/price-breaks';
import {
  IMAGE_SEPARATOR,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from '@labshop/domain/catalog-csv/product-csv';
import type { Db } from '../../../db/client.ts';
import { categories, products } from '../../../db/schema.ts';
import { csvLine } from '../../../platform/csv/csv-cells.ts';
import { groupByProduct } from './product-writes.ts';
import * as q from './queries.ts';

// The catalog as a product CSV, read a page at a time by id (a keyset, so rows added meanwhile
// never shift a page), so a 50,000-product shop streams out without sitting in memory.

const EXPORT_PAGE = 500;

const exportColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  brand: products.brand,
  categoryName: categories.name,
  description: products.description,
  mrpPaise: products.mrpPaise,
  sellingPricePaise: products.sellingPricePaise,
  // The product row's own count, which is what the form and the import write; with variants,
  // their counts are in the variants column.
  onHand: products.onHand,
  minProductAlert: products.minProductAlert,
  status: products.status,
  isFeatured: products.isFeatured,
  isPerishable: products.isPerishable,
  tags: products.tags,
  hsnCode: products.hsnCode,
  gstRatePercent: products.gstRatePercent,
  deliveryType: products.deliveryType,
  deliveryChargePaise: products.deliveryChargePaise,
  deliveryTimeEstimate: products.deliveryTimeEstimate,
  variantsEnabled: products.variantsEnabled,
  specs: products.specs,
  priceBreaks: products.priceBreaks,
  casNumber: products.casNumber,
  formula: products.formula,
  grade: products.grade,
  purity: products.purity,
};

function selectPage(db: Db, after: string | null) {
  return db
    .select(exportColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(after ? gt(products.id, after) : undefined)
    .orderBy(asc(products.id))
    .limit(EXPORT_PAGE);
}

type ExportRow = Awaited<ReturnType<typeof selectPage>>[number];

/** Money as the form types it: rupees with at most 2 decimals, no grouping. */
const rupees = (paise: number) => String(paiseToRupees(paise));
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

function cellsOf(
  row: ExportRow,
  images: string[],
  variants: q.VariantRow[],
): Record<ProductCsvColumn, string> {
  return {
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    category: row.categoryName,
    description: row.description,
    mrp: rupees(row.mrpPaise),
    sellingPrice: rupees(row.sellingPricePaise),
    inStock: String(row.onHand),
    minProductAlert: String(row.minProductAlert),
    status: row.status,
    isFeatured: yesNo(row.isFeatured),
    isPerishable: yesNo(row.isPerishable),
    tags: row.tags.join(', '),
    hsnCode: row.hsnCode,
    gstRatePercent: String(row.gstRatePercent),
    deliveryType: row.deliveryType,
    deliveryCharge: rupees(row.deliveryChargePaise),
    deliveryTimeEstimate: String(row.deliveryTimeEstimate),
    variants:
      row.variantsEnabled && variants.length > 0
        ? JSON.stringify(
            variants.map((variant) => ({
              name: variant.name,
              price: paiseToRupees(variant.sellingPricePaise),
              stock: variant.onHand,
              ...(variant.priceBreaks.length > 0
                ? { priceBreaks: toPriceBreaks(variant.priceBreaks) }
                : {}),
            })),
          )
        : '',
    specs:
      row.specs.length > 0
        ? JSON.stringify(row.specs.map(({ key, value }) => ({ key, value })))
        : '',
    images: images.join(` ${IMAGE_SEPARATOR} `),
    casNumber: row.casNumber ?? '',
    formula: row.formula ?? '',
    grade: row.grade ?? '',
    purity: row.purity ?? '',
    priceBreaks: row.priceBreaks.length > 0 ? JSON.stringify(toPriceBreaks(row.priceBreaks)) : '',
  };
}

/** The CSV text, a header and then one chunk of lines per page of products. */
export async function* productCsvChunks(db: Db): AsyncGenerator<string> {
  // A BOM, so Excel opens the file as UTF-8 (₹, µ and accented names intact).
  yield '\uFEFF' + csvLine(PRODUCT_CSV_COLUMNS);
  let after: string | null = null;
  for (;;) {
    const rows = await selectPage(db, after);
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    const images = groupByProduct(await q.selectImages(db, ids));
    const variants = groupByProduct(await q.selectVariants(db, ids));
    let chunk = '';
    for (const row of rows) {
      const cells = cellsOf(
        row,
        (images.get(row.id) ?? []).map((image) => image.url),
        variants.get(row.id) ?? [],
      );
      chunk += csvLine(PRODUCT_CSV_COLUMNS.map((column) => cells[column]));
    }
    yield chunk;
    if (rows.length < EXPORT_PAGE) return;
    after = rows.at(-1)!.id;
  }
}
