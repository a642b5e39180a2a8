import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { AppError } from '../../../errors.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { removeImages } from '../../../platform/uploads/images.ts';
import { recordAudit, type AuditEntry } from '../../audit/record.ts';
import { publishCatalogChanged } from '../../catalog/catalog-changed.ts';
import { lockStockRowsOf } from '../../inventory/stock-count.ts';
import { queueBackInStockMails } from '../../stock-alerts/service.ts';
import type { ProductPlanItem } from './csv-import.ts';
import { setProductImages, unusedImageUrls } from './product-images.ts';
import { insertProducts, updateProductsInBulk } from './product-writes.ts';
import { saveOnHand, saveVariants } from './save-stock.ts';
import { PRODUCT_ANSWERS } from './service.ts';

// Writes a checked product CSV: every row or none, in one transaction, through the same
// writes the product form uses.

const AUDIT_BATCH = 1000;

export interface ProductImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

export async function applyProductImport(
  { db, storage }: { db: Db; storage: Storage },
  items: readonly ProductPlanItem[],
  meta: { taskId: string; actorUserId: string | null },
): Promise<ProductImportResult> {
  const creates = items.filter((item) => !item.existingId);
  // Updated rows in id order, after their stock rows are locked in the inventory's one order:
  // an import of thousands of rows must not deadlock with a checkout holding a few of them.
  const unchanged = items.filter((item) => item.isUnchanged).length;
  const updates = items
    .filter(
      (item): item is ProductPlanItem & { existingId: string } =>
        !!item.existingId && !item.isUnchanged,
    )
    .sort((a, b) => (a.existingId < b.existingId ? -1 : a.existingId > b.existingId ? 1 : 0));
  let dropped: string[] = [];
  try {
    dropped = await db.transaction(async (tx) => {
      const gone: string[] = [];
      await lockStockRowsOf(
        tx,
        updates.map((item) => item.existingId),
      );
      const createdIds = await insertProducts(tx, creates);
      await updateProductsInBulk(
        tx,
        updates.map((item) => ({ id: item.existingId, input: item.input })),
      );
      // Most rows of a re-imported export change a price or two: pictures, variants and stock
      // they leave alone are not written again (each would be a round trip per product).
      for (const item of updates) {
        await saveOnHand(tx, { productId: item.existingId, variantId: null }, item.input.name, {
          onHand: item.input.inStock,
          onHandWas: item.input.inStockWas,
        });
        const current = item.existingImageUrls ?? [];
        const isSameImages =
          current.length === item.imageUrls.length &&
          current.every((url, i) => url === item.imageUrls[i]);
        if (!isSameImages) {
          gone.push(...(await setProductImages(tx, item.existingId, item.imageUrls)));
        }
        if (!item.hasSameVariants) await saveVariants(tx, item.existingId, item.input);
      }
      // Restocked products mail the shoppers who asked, as a form save does.
      await queueBackInStockMails(
        tx,
        updates.map((item) => item.existingId),
      );
      const perProduct: AuditEntry[] = [
        ...creates.map((item, i) => ({
          actorUserId: meta.actorUserId,
          kind: 'product' as const,
          entityId: createdIds[i]!,
          action: 'created',
          summary: `${item.input.name} (${item.input.sku}) added by CSV import`,
        })),
        ...updates.map((item) => ({
          actorUserId: meta.actorUserId,
          kind: 'product' as const,
          entityId: item.existingId,
          action: 'updated',
          summary: `${item.input.name} (${item.input.sku}) updated by CSV import`,
        })),
      ];
      for (let at = 0; at < perProduct.length; at += AUDIT_BATCH) {
        await recordAudit(tx, perProduct.slice(at, at + AUDIT_BATCH));
      }
      await recordAudit(tx, {
        actorUserId: meta.actorUserId,
        kind: 'import',
        entityId: meta.taskId,
        action: 'product-import',
        summary: `Product CSV import: ${creates.length} added, ${updates.length} updated, ${unchanged} unchanged`,
        after: { created: creates.length, updated: updates.length, unchanged },
      });
      publishCatalogChanged(tx);
      return gone;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Another admin added one of these SKUs while the import ran.
      throw new AppError('CONFLICT', PRODUCT_ANSWERS.skuTaken, 409);
    }
    throw error;
  }
  await removeImages(storage, await unusedImageUrls(db, dropped));
  return { created: creates.length, updated: updates.length, unchanged };
}
