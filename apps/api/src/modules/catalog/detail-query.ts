import { formatAttributeValue } from '@labshop/domain/attributes/attribute-kinds';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { paiseToRupees } from '@labshop/domain/money';
import { priceBreaksIfAny } from '@labshop/domain/price-breaks';
import type { ProductDetail } from '@labshop/domain/api/catalog';
import type { Db } from '../../db/client.ts';
import { categories, products, productVariants, reviews } from '../../db/schema.ts';
import { productAttributesOf } from '../attributes/service.ts';
import { currentSheetOf } from '../safety-data-sheets/current-sheet.ts';
import { cardColumns, isVisible, toCard } from './card-query.ts';

// A page shows the newest reviews; totalReviews still counts them all.
const REVIEWS_SHOWN = 50;

/** The full product a shopper may see, or null when it is unknown, inactive or hidden. */
export async function selectProductDetail(db: Db, id: string): Promise<ProductDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      sku: products.sku,
      tags: products.tags,
      variantsEnabled: products.variantsEnabled,
      deliveryTimeEstimate: products.deliveryTimeEstimate,
      specs: products.specs,
      priceBreaks: products.priceBreaks,
      isPerishable: products.isPerishable,
      casNumber: products.casNumber,
      formula: products.formula,
      grade: products.grade,
      purity: products.purity,
      ghs: products.ghs,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), isVisible))
    .limit(1);
  if (!row) return null;

  const variantRows = row.variantsEnabled
    ? await db
        .select({
          id: productVariants.id,
          name: productVariants.name,
          sellingPricePaise: productVariants.sellingPricePaise,
          stock: productVariants.stock,
          priceBreaks: productVariants.priceBreaks,
        })
        .from(productVariants)
        .where(eq(productVariants.productId, id))
        .orderBy(asc(productVariants.position), asc(productVariants.createdAt))
    : [];
  const reviewRows = await db
    .select({
      id: reviews.id,
      author: reviews.authorName,
      createdAt: reviews.createdAt,
      rating: reviews.rating,
      comment: reviews.comment,
    })
    .from(reviews)
    .where(eq(reviews.productId, id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_SHOWN);
  const attributes = (await productAttributesOf(db, [id])).get(id) ?? [];
  const sds = await currentSheetOf(db, id);

  return {
    ...toCard(row),
    sku: row.sku,
    tags: row.tags,
    variantsEnabled: row.variantsEnabled,
    variants: variantRows.map((variant) => ({
      _id: variant.id,
      name: variant.name,
      sellingPrice: paiseToRupees(variant.sellingPricePaise),
      stock: variant.stock,
      ...priceBreaksIfAny(variant.priceBreaks),
    })),
    reviews: reviewRows.map((review) => ({
      _id: review.id,
      author: review.author,
      date: review.createdAt.toISOString(),
      rating: review.rating,
      comment: review.comment,
    })),
    deliveryTimeEstimate: row.deliveryTimeEstimate,
    // Attributes first, as the rows they replaced read ('Readability: 0.1 mg'), so a client
    // that only knows the specifications table still shows them; then the free-text rows.
    specs: [
      ...attributes.map((a) => ({
        key: a.label,
        value: formatAttributeValue(a.kind, a.value, a.unit),
      })),
      ...row.specs.map(({ key, value }) => ({ key, value })),
    ],
    ...priceBreaksIfAny(row.priceBreaks),
    isPerishable: row.isPerishable,
    casNumber: row.casNumber,
    formula: row.formula,
    grade: row.grade,
    purity: row.purity,
    attributes,
    ghs: row.ghs,
    sds,
  };
}

/** Other visible products of the same category, featured and newest first. */
export async function selectSimilarIds(
  db: Db,
  product: { id: string; categoryId: string },
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(isVisible, eq(products.categoryId, product.categoryId), ne(products.id, product.id)))
    .orderBy(desc(products.isFeatured), desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
