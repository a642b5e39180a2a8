import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { clampQuantity } from '@labshop/domain/cart-quantity';
import {
  QUICK_ORDER_MESSAGES as M,
  type QuickOrderInput,
  type QuickOrderResponse,
} from '@labshop/domain/quick-order';
import { CART_MESSAGES } from '@labshop/domain/validation/cart';
import type { Db } from '../../db/client.ts';
import { cartLines, categories, products } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isVisible } from '../catalog/card-query.ts';
import { changeCart } from './service.ts';

/**
 * The quick-order page's lines matched to products by SKU; unless it is a dry run, the good
 * ones go into the cart through the cart's own add (its stock clamp and its limits). A line
 * that cannot be bought says why and is left out; the others still go in.
 */
export async function quickOrder(
  db: Db,
  userId: string,
  input: QuickOrderInput,
): Promise<QuickOrderResponse> {
  const found = await productsBySku(
    db,
    input.lines.map((line) => line.sku),
  );
  const inCart = input.dryRun ? await cartQuantities(db, userId) : new Map<string, number>();
  const answer: QuickOrderResponse = { added: [], problems: [] };
  for (const [index, { sku, quantity, line = index + 1 }] of input.lines.entries()) {
    const product = found.get(sku.toUpperCase());
    const problem = (message: string) => answer.problems.push({ line, sku, message });
    if (!product || !product.visible) {
      problem(M.unknownSku);
      continue;
    }
    if (product.variantsEnabled) {
      problem(M.hasVariants);
      continue;
    }
    if (product.stock <= 0) {
      problem(CART_MESSAGES.outOfStock);
      continue;
    }
    const added = { line, sku: product.sku, productId: product.id, name: product.name };
    if (input.dryRun) {
      // As the add would: on top of what the cart holds, clamped to the stock.
      const held = inCart.get(product.id) ?? 0;
      const clamped = clampQuantity(held + quantity, product.stock);
      inCart.set(product.id, clamped.quantity);
      answer.added.push({
        ...added,
        quantity: clamped.quantity,
        isClamped: clamped.message !== null,
        message: clamped.message ?? (held > 0 ? CART_MESSAGES.updated : CART_MESSAGES.added),
      });
      continue;
    }
    try {
      const change = await changeCart(db, userId, { productId: product.id, quantity });
      answer.added.push({ ...added, ...change });
    } catch (err) {
      // Sold out or withdrawn since the lookup, or the cart is full: this line only.
      if (!(err instanceof AppError)) throw err;
      problem(err.message);
    }
  }
  return answer;
}

type SkuProduct = {
  id: string;
  sku: string;
  name: string;
  stock: number;
  variantsEnabled: boolean;
  visible: boolean;
};

// SKUs are typed by people: "gw-bkr-250" finds GW-BKR-250. The unique index serves the exact
// and upper-case spellings; only SKUs still unmatched (stored in mixed case) pay for a scan.
async function productsBySku(db: Db, skus: readonly string[]): Promise<Map<string, SkuProduct>> {
  const spellings = [...new Set(skus.flatMap((sku) => [sku, sku.toUpperCase()]))];
  const found = new Map<string, SkuProduct>();
  for (const row of await selectBySku(db, inArray(products.sku, spellings))) {
    found.set(row.sku.toUpperCase(), row);
  }
  const missing = [...new Set(skus.map((sku) => sku.toUpperCase()))].filter(
    (sku) => !found.has(sku),
  );
  if (missing.length > 0) {
    const bySpelling = inArray(sql<string>`upper(${products.sku})`, missing);
    for (const row of await selectBySku(db, bySpelling)) found.set(row.sku.toUpperCase(), row);
  }
  return found;
}

async function selectBySku(db: Db, where: SQL): Promise<SkuProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      stock: products.stock,
      variantsEnabled: products.variantsEnabled,
      visible: sql<boolean>`${isVisible}`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  return rows.map((row) => ({ ...row, visible: Boolean(row.visible) }));
}

async function cartQuantities(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), sql`${cartLines.variantId} is null`));
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}
