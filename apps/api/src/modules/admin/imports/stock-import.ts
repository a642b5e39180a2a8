import type { ImportError } from '@labshop/domain/api/admin-tasks';
import {
  parseCountedQuantity,
  STOCK_CSV_MESSAGES as M,
  type StockCsvColumn,
} from '@labshop/domain/catalog-csv/stock-csv';
import type { Db } from '../../../db/client.ts';
import type { CsvRow } from '../../../platform/csv/read-csv.ts';
import { recordAudit } from '../../audit/record.ts';
import { applyStockCounts, type StockCount } from '../../inventory/stock-count.ts';
import { INVENTORY_MESSAGES } from '../../inventory/service.ts';
import { productsBySku } from '../products/stored-products.ts';
import { cellOf, type ColumnIndex } from './csv-header.ts';

// A stock count sheet: SKU, the variant's name for a product with variants, and the quantity
// counted on the shelf. Every row is checked; the counts are then set through the inventory
// module in one transaction, each change in the audit trail with its before and after.

export interface StockImportCheck {
  errors: ImportError[];
  counts: (StockCount & { row: number; sku: string; variant: string | null })[];
}

const PROGRESS_EVERY = 500;

export async function checkStockRows(
  db: Db,
  index: ColumnIndex<StockCsvColumn>,
  rows: readonly CsvRow[],
  onProgress: (processed: number) => Promise<void>,
): Promise<StockImportCheck> {
  const cell = (cells: readonly string[], column: StockCsvColumn) =>
    (cellOf(index, cells, column) ?? '').trim();
  const bySku = await productsBySku(
    db,
    rows.map((row) => cell(row.cells, 'sku')).filter((sku) => sku !== ''),
  );
  const errors: ImportError[] = [];
  const counts: StockImportCheck['counts'] = [];
  const firstRowOf = new Map<string, number>();
  for (const [n, { row, cells }] of rows.entries()) {
    if (n > 0 && n % PROGRESS_EVERY === 0) {
      await onProgress(n);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const fail = (column: StockCsvColumn, message: string) => errors.push({ row, column, message });
    const sku = cell(cells, 'sku');
    const variantName = cell(cells, 'variant');
    const quantity = parseCountedQuantity(cell(cells, 'countedQuantity'));
    if (!quantity.ok) fail('countedQuantity', quantity.message);
    if (sku === '') {
      fail('sku', M.skuRequired);
      continue;
    }
    const product = bySku.get(sku);
    if (!product) {
      fail('sku', M.unknownSku(sku));
      continue;
    }
    let variantId: string | null = null;
    let reserved = product.reserved;
    let label = product.name;
    if (product.variantsEnabled) {
      const variant = product.variants.find(
        (v) => v.name.trim().toLowerCase() === variantName.toLowerCase(),
      );
      if (variantName === '') fail('variant', M.variantRequired(product.name));
      else if (!variant) fail('variant', M.unknownVariant(product.name, variantName));
      if (!variant) continue;
      variantId = variant.id;
      reserved = variant.reserved;
      label = `${product.name} (${variant.name})`;
    } else if (variantName !== '') {
      fail('variant', M.noVariants(product.name));
      continue;
    }
    const key = variantId ?? product.id;
    const firstRow = firstRowOf.get(key);
    if (firstRow !== undefined) {
      fail(variantId ? 'variant' : 'sku', M.duplicate(firstRow));
      continue;
    }
    firstRowOf.set(key, row);
    if (!quantity.ok) continue;
    if (quantity.value < reserved) {
      fail('countedQuantity', INVENTORY_MESSAGES.belowReserved(label, reserved));
      continue;
    }
    counts.push({
      row,
      sku,
      variant: variantId ? variantName : null,
      productId: product.id,
      variantId,
      counted: quantity.value,
      label,
    });
  }
  await onProgress(rows.length);
  return { errors, counts };
}

const AUDIT_BATCH = 1000;

export async function applyStockImport(
  db: Db,
  counts: StockImportCheck['counts'],
  meta: { taskId: string; actorUserId: string | null },
): Promise<{ updated: number; unchanged: number }> {
  return db.transaction(async (tx) => {
    const results = await applyStockCounts(tx, counts);
    const changed = results.filter((result) => result.before !== result.after);
    const entries = changed.map((result) => ({
      actorUserId: meta.actorUserId,
      kind: 'stock-adjustment' as const,
      // The product's id, so its history shows its variants' counts too.
      entityId: result.productId,
      action: 'stock-count',
      summary: `${result.label}: stock ${result.before} → ${result.after} (CSV count)`,
      before: { variantId: result.variantId, onHand: result.before },
      after: { variantId: result.variantId, onHand: result.after },
    }));
    for (let at = 0; at < entries.length; at += AUDIT_BATCH) {
      await recordAudit(tx, entries.slice(at, at + AUDIT_BATCH));
    }
    const unchanged = results.length - changed.length;
    await recordAudit(tx, {
      actorUserId: meta.actorUserId,
      kind: 'import',
      entityId: meta.taskId,
      action: 'stock-import',
      summary: `Stock count CSV: ${changed.length} changed, ${unchanged} already right`,
      after: { updated: changed.length, unchanged },
    });
    return { updated: changed.length, unchanged };
  });
}
