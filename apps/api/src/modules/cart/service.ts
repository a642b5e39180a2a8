import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CartChangeResponse, CartLine, CartResponse } from '@labshop/domain/api/cart';
import { clampQuantity } from '@labshop/domain/cart-quantity';
import { checkoutTotals, priceLine } from '@labshop/domain/checkout-amounts';
import { paiseToRupees } from '@labshop/domain/money';
import { priceBreaksIfAny } from '@labshop/domain/price-breaks';
import { CART_MESSAGES as M, type AddToCartInput } from '@labshop/domain/validation/cart';
import type { Db } from '../../db/client.ts';
import { cartLines } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { isUuid } from '../../http/ids.ts';
import { cartChanged, keptCart } from './cart-cache.ts';
import { selectCartRows, selectSellable, withQuantity, type CartRow } from './sellable-query.ts';

const MAX_CART_LINES = 100;

function toCartLine(row: CartRow, isAvailable: boolean): CartLine {
  const priced = priceLine(row);
  return {
    _id: row.lineId,
    product: {
      _id: row.productId,
      name: row.name,
      brand: row.brand,
      images: row.image ? [row.image] : [],
      sellingPrice: paiseToRupees(row.productPricePaise),
      inStock: row.stock,
    },
    variant:
      row.variantId && row.variantName !== null && row.variantPricePaise !== null
        ? {
            _id: row.variantId,
            name: row.variantName,
            sellingPrice: paiseToRupees(row.variantPricePaise),
          }
        : null,
    variantId: row.variantId,
    quantity: row.quantity,
    unitPrice: paiseToRupees(row.unitPricePaise),
    ...priceBreaksIfAny(row.priceBreaks),
    delivery: { charge: paiseToRupees(priced.deliveryChargePaise) },
    deliveryType: row.deliveryType,
    productTotal: paiseToRupees(priced.totalPaise),
    isAvailable,
    isHazardous: row.isHazardous,
  };
}

/**
 * The cart with the server's own amounts. Lines above stock are lowered to it (see docs/product);
 * lines that can no longer be bought stay listed, marked, and count for nothing.
 */
export function getCart(db: Db, userId: string): Promise<CartResponse> {
  return keptCart(db, userId, () => loadCart(db, userId));
}

async function loadCart(db: Db, userId: string): Promise<CartResponse> {
  const rows = await selectCartRows(db, userId);
  for (const [index, row] of rows.entries()) {
    if (row.isBuyable && row.stock > 0 && row.quantity > row.stock) {
      // Only ever lowers, so a concurrent add is never undone by a stale read.
      await db
        .update(cartLines)
        .set({ quantity: row.stock })
        .where(and(eq(cartLines.id, row.lineId), gt(cartLines.quantity, row.stock)));
      rows[index] = withQuantity(row, row.stock);
    }
  }
  const available = rows.filter((row) => row.isBuyable && row.stock > 0);
  const totals = checkoutTotals(available.map((row) => priceLine(row)));
  return {
    cart: rows.map((row) => toCartLine(row, row.isBuyable && row.stock > 0)),
    subtotal: paiseToRupees(totals.subtotalPaise),
    deliveryCharge: paiseToRupees(totals.deliveryChargePaise),
    overallTotalPrice: paiseToRupees(totals.totalPaise),
  };
}

/**
 * Adds `quantity` to the line (creating it for a positive one) or takes it away (negative),
 * keeping the result within 1..stock. Clamping is an answer, not an error.
 */
export async function changeCart(
  db: Db,
  userId: string,
  input: AddToCartInput,
): Promise<CartChangeResponse> {
  const variantId = input.variantId ?? null;
  if (!isUuid(input.productId) || (variantId !== null && !isUuid(variantId))) {
    throw notFound('Product not found');
  }
  try {
    return await db.transaction((tx) => applyChange(tx, userId, { ...input, variantId }));
  } catch (err) {
    // Two first adds of one product at once: the second finds the line the first made.
    if (!isUniqueViolation(err)) throw err;
    return db.transaction((tx) => applyChange(tx, userId, { ...input, variantId }));
  } finally {
    // Whatever happened, the next read looks again; a failed change costs one read.
    cartChanged(db, userId);
  }
}

async function applyChange(
  tx: Db,
  userId: string,
  input: AddToCartInput & { variantId: string | null },
): Promise<CartChangeResponse> {
  const { productId, variantId, quantity } = input;
  const item = await selectSellable(tx, productId, variantId);
  if (!item) throw notFound(variantId ? 'Variant not found' : 'Product not found');
  if (!item.isVisible) throw notFound('Product not found');
  if (item.variantsEnabled && !variantId) {
    throw new AppError('VARIANT_REQUIRED', M.variantRequired, 400);
  }
  if (!item.variantsEnabled && variantId) throw new AppError('NO_VARIANTS', M.noVariants, 400);
  if (item.stock <= 0) throw conflict(M.outOfStock);

  const mine = and(
    eq(cartLines.userId, userId),
    eq(cartLines.productId, productId),
    variantId ? eq(cartLines.variantId, variantId) : isNull(cartLines.variantId),
  );
  const [existing] = await tx
    .select({ id: cartLines.id, quantity: cartLines.quantity })
    .from(cartLines)
    .where(mine)
    .for('update');
  if (!existing && quantity < 1) throw notFound(M.lineNotFound);
  if (!existing) await assertRoomForLine(tx, userId);

  const wanted = (existing?.quantity ?? 0) + quantity;
  const clamped = clampQuantity(wanted, item.stock);
  if (existing) {
    await tx
      .update(cartLines)
      .set({ quantity: clamped.quantity })
      .where(eq(cartLines.id, existing.id));
  } else {
    await tx.insert(cartLines).values({ userId, productId, variantId, quantity: clamped.quantity });
  }
  const message = clamped.message ?? (existing ? M.updated : M.added);
  return { message, quantity: clamped.quantity, isClamped: clamped.message !== null };
}

async function assertRoomForLine(tx: Db, userId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  if ((row?.n ?? 0) >= MAX_CART_LINES) {
    throw new AppError('CART_FULL', `A cart holds at most ${MAX_CART_LINES} lines.`, 400);
  }
}

/** Removes the product's line (one variant's, when given) from the caller's cart. */
export async function removeFromCart(
  db: Db,
  userId: string,
  productId: string,
  variantId?: string,
): Promise<{ message: string }> {
  if (!isUuid(productId) || (variantId !== undefined && !isUuid(variantId))) {
    throw notFound(M.lineNotFound);
  }
  const deleted = await db
    .delete(cartLines)
    .where(
      and(
        eq(cartLines.userId, userId),
        eq(cartLines.productId, productId),
        variantId ? eq(cartLines.variantId, variantId) : undefined,
      ),
    )
    .returning({ id: cartLines.id });
  if (deleted.length === 0) throw notFound(M.lineNotFound);
  cartChanged(db, userId);
  return { message: M.removed };
}

/** Drops the lines a paid cart order bought; called inside the settling transaction. */
export async function removeBoughtLines(
  tx: Db,
  userId: string,
  bought: { productId: string | null; variantId: string | null }[],
): Promise<void> {
  for (const line of bought) {
    if (!line.productId) continue;
    await tx
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.userId, userId),
          eq(cartLines.productId, line.productId),
          line.variantId ? eq(cartLines.variantId, line.variantId) : isNull(cartLines.variantId),
        ),
      );
  }
  cartChanged(tx, userId);
}
