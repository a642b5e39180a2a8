import { eq, sql } from 'drizzle-orm';
import type { ReviewResponse } from '@labshop/domain/api/orders';
import type { ReviewInput } from '@labshop/domain/validation/review';
import { canReview } from '@labshop/domain/order-status';
import type { Db } from '../../db/client.ts';
import { products, reviews } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { publishProductsChanged } from '../catalog/catalog-changed.ts';
import { isUuid } from '../../http/ids.ts';
import { findUserOrderForReview, ORDER_NOT_FOUND } from '../orders/service.ts';

export const REVIEW_ADDED = 'Review submitted successfully!';
export const NOT_IN_ORDER = 'This product is not in this order.';
export const NOT_DELIVERED = 'You can review a product once its order is delivered.';
export const ALREADY_REVIEWED = 'You have already reviewed this product for this order.';

export interface AddReviewInput extends ReviewInput {
  user: { id: string; name: string };
  orderId: string;
  productId: string;
}

/**
 * A review of a product from the caller's delivered order, at most one per product per order
 * (the unique key on reviews decides a race), and the product's averageRating and
 * totalReviews moved in the same transaction, in one UPDATE, so concurrent reviews of one
 * product from different orders all count.
 */
export async function addReview(db: Db, input: AddReviewInput): Promise<ReviewResponse> {
  const order = await findUserOrderForReview(db, input.user.id, input.orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!isUuid(input.productId) || !order.productIds.has(input.productId)) {
    throw notFound(NOT_IN_ORDER);
  }
  if (!canReview(order.currentStatus)) throw new AppError('NOT_DELIVERED', NOT_DELIVERED, 409);

  const { review, categoryId } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(reviews)
      .values({
        productId: input.productId,
        userId: input.user.id,
        orderId: input.orderId,
        authorName: input.user.name,
        rating: input.rating,
        comment: input.comment,
      })
      .onConflictDoNothing({ target: [reviews.orderId, reviews.productId] })
      .returning();
    if (!inserted) throw new AppError('ALREADY_REVIEWED', ALREADY_REVIEWED, 409);
    const [rated] = await tx
      .update(products)
      .set({
        averageRating: sql`(${products.averageRating} * ${products.totalReviews} + ${input.rating}) / (${products.totalReviews} + 1)`,
        totalReviews: sql`${products.totalReviews} + 1`,
      })
      .where(eq(products.id, input.productId))
      .returning({ categoryId: products.categoryId });
    // The review's insert checked the product's key and holds it until commit.
    if (!rated) throw new Error(`reviewed product ${input.productId} has no row`);
    return { review: inserted, categoryId: rated.categoryId };
  });
  // Cards show the rating and review count; the next page must show this review.
  publishProductsChanged(db, [categoryId]);
  return {
    message: REVIEW_ADDED,
    review: {
      _id: review.id,
      author: review.authorName,
      date: review.createdAt.toISOString(),
      rating: review.rating,
      comment: review.comment,
    },
  };
}
