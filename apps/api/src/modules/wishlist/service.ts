import { and, desc, eq } from 'drizzle-orm';
import type { ProductCardWithDescription } from '@labshop/domain/api/catalog';
import type { Db } from '../../db/client.ts';
import { wishlistEntries } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { getCardsWithDescriptionByIds, isProductVisible } from '../catalog/service.ts';
import { isUuid } from '../../http/ids.ts';

// Texts the wishlist screens show word for word (docs/product/storefront-and-catalog.md).
export const ADDED_MESSAGE = 'Product added to Wishlist successfully!';
export const REMOVED_MESSAGE = 'Product removed from Wishlist!';

/** The user's wishlist, newest first; products a shopper can no longer see are left out. */
export async function getWishlist(db: Db, userId: string): Promise<ProductCardWithDescription[]> {
  const rows = await db
    .select({ productId: wishlistEntries.productId })
    .from(wishlistEntries)
    .where(eq(wishlistEntries.userId, userId))
    .orderBy(desc(wishlistEntries.createdAt));
  return getCardsWithDescriptionByIds(
    db,
    rows.map((row) => row.productId),
  );
}

/**
 * Adds the product, or removes it when it is already there (the heart and the delete icon
 * both call this). Removing works even for a product that has since been hidden.
 */
export async function toggleWishlist(
  db: Db,
  userId: string,
  productId: string,
): Promise<{ message: string; inWishlist: boolean }> {
  if (!isUuid(productId)) throw notFound('Product not found');
  const removed = await db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.productId, productId)))
    .returning({ productId: wishlistEntries.productId });
  if (removed.length > 0) return { message: REMOVED_MESSAGE, inWishlist: false };

  if (!(await isProductVisible(db, productId))) throw notFound('Product not found');
  // A double click may race this insert; the second one simply finds the entry there.
  await db.insert(wishlistEntries).values({ userId, productId }).onConflictDoNothing();
  return { message: ADDED_MESSAGE, inWishlist: true };
}
