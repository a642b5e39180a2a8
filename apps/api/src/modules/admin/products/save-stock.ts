import { and, eq, notInArray } from 'drizzle-orm';
import { rupeesToPaise } from '@labshop/domain/money';
import { toStoredPriceBreaks } from '@labshop/domain/price-breaks';
import type { ProductFormInput } from '@labshop/domain/validation/product-form';
import type { Tx } from '../../../db/client.ts';
import { products, productVariants } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import {
  adjustOnHand,
  INVENTORY_MESSAGES,
  lockVariantRows,
  type OnHandEdit,
} from '../../inventory/service.ts';
import * as q from './queries.ts';

// How an admin save writes variants and on-hand counts, through the inventory module.

/** Rows with a known _id are updated, new rows added, missing rows (or all, when off) removed. */
export async function saveVariants(tx: Tx, productId: string, input: ProductFormInput) {
  await lockVariantRows(tx, productId);
  const existing = await q.selectVariants(tx, [productId]);
  const existingIds = new Set(existing.map((variant) => variant.id));
  const keptIds = input.variants.flatMap((variant) =>
    variant._id && existingIds.has(variant._id) ? [variant._id] : [],
  );
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keptIds.length > 0 ? notInArray(productVariants.id, keptIds) : undefined,
      ),
    );
  for (const [position, variant] of input.variants.entries()) {
    const values = {
      name: variant.name,
      sellingPricePaise: rupeesToPaise(variant.price),
      // Left out by a client that does not know quantity prices: the stored ones stay.
      ...(variant.priceBreaks ? { priceBreaks: toStoredPriceBreaks(variant.priceBreaks) } : {}),
      position,
    };
    if (variant._id && existingIds.has(variant._id)) {
      await tx.update(productVariants).set(values).where(eq(productVariants.id, variant._id));
      await saveOnHand(
        tx,
        { productId, variantId: variant._id },
        `${input.name} (${variant.name})`,
        {
          onHand: variant.stock,
          onHandWas: variant.stockWas,
        },
      );
    } else {
      await tx.insert(productVariants).values({ ...values, onHand: variant.stock, productId });
    }
  }
}

export async function saveOnHand(
  tx: Tx,
  row: { productId: string; variantId: string | null },
  name: string,
  edit: OnHandEdit,
) {
  if (await adjustOnHand(tx, row, edit)) return;
  const table = row.variantId ? productVariants : products;
  const [held] = await tx
    .select({ reserved: table.reserved })
    .from(table)
    .where(eq(table.id, row.variantId ?? row.productId));
  const message = INVENTORY_MESSAGES.belowReserved(name, held?.reserved ?? 0);
  const field = row.variantId ? 'variants' : 'inStock';
  throw new AppError('STOCK_HELD', message, 409, { [field]: message });
}
