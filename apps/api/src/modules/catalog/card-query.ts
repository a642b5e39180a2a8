import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DeliveryType } from '@labshop/domain/constants';
import { paiseToRupees } from '@labshop/domain/money';
import type { ProductCard, ProductCardWithDescription } from '@labshop/domain/api/catalog';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { categories, productImages, products, productVariants } from '../../db/schema.ts';

/**
 * What a shopper may see: an active product in an active category. Literals, not bound
 * parameters, so the planner can always match the partial indexes on status = 'active'
 * (a generic plan of a prepared statement could not prove it from a parameter).
 */
export const isVisible: SQL = sql`(${products.status} = 'active' and ${categories.status} = 'active')`;

/**
 * isVisible for the products of one category, with no join: the category's status is checked
 * once, not joined to each of its products' rows (a tenth of counting a category's brands).
 */
export function isVisibleInCategory(categoryId: SQLWrapper): SQL {
  return sql`(${products.categoryId} = ${categoryId} and ${products.status} = 'active' and exists (
    select 1 from ${categories} where ${categories.id} = ${categoryId} and ${categories.status} = 'active'
  ))`;
}

const imagesSql = sql<string[]>`coalesce((
  select array_agg(${productImages.url} order by ${productImages.position}, ${productImages.id})
  from ${productImages} where ${productImages.productId} = ${products.id}
), '{}'::text[])`;

// A variant product's stock is the sum over its variants: inStock is one number on every card.
export const inStockSql = sql<number>`case when ${products.variantsEnabled} then coalesce((
  select sum(${productVariants.stock}) from ${productVariants}
  where ${productVariants.productId} = ${products.id}
), 0)::int else ${products.stock} end`;

/** The columns of a product card as listings show it; select them from products joined to its category. */
export const listedCardColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  mrpPaise: products.mrpPaise,
  sellingPricePaise: products.sellingPricePaise,
  averageRating: products.averageRating,
  totalReviews: products.totalReviews,
  isFeatured: products.isFeatured,
  deliveryType: products.deliveryType,
  deliveryChargePaise: products.deliveryChargePaise,
  variantsEnabled: products.variantsEnabled,
  categoryId: categories.id,
  categoryName: categories.name,
  images: imagesSql,
  inStock: inStockSql,
};

/** A card's columns with the description the wishlist and the product page show. */
export const cardColumns = { ...listedCardColumns, description: products.description };

export interface ListedCardRow {
  id: string;
  name: string;
  brand: string;
  mrpPaise: number;
  sellingPricePaise: number;
  averageRating: number;
  totalReviews: number;
  isFeatured: boolean;
  deliveryType: DeliveryType;
  deliveryChargePaise: number;
  variantsEnabled: boolean;
  categoryId: string;
  categoryName: string;
  images: string[] | null;
  inStock: number | string;
}

export interface CardRow extends ListedCardRow {
  description: string;
}

export function toListedCard(row: ListedCardRow): ProductCard {
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand,
    images: row.images ?? [],
    mrp: paiseToRupees(row.mrpPaise),
    sellingPrice: paiseToRupees(row.sellingPricePaise),
    // Stored as real: 4.3 comes back as 4.300000190734863.
    averageRating: Math.round(row.averageRating * 10) / 10,
    totalReviews: row.totalReviews,
    inStock: Number(row.inStock),
    category: { _id: row.categoryId, name: row.categoryName },
    isFeatured: row.isFeatured,
    deliveryOptions: { type: row.deliveryType, charge: paiseToRupees(row.deliveryChargePaise) },
    // Only when true: a card without it is one that goes straight into the cart.
    ...(row.variantsEnabled ? { variantsEnabled: true } : {}),
  };
}

/** Cards as listings show them: without the description. */
export function withoutDescriptions(cards: ProductCardWithDescription[]): ProductCard[] {
  return cards.map(({ description: _description, ...card }) => card);
}

export function toCard(row: CardRow): ProductCardWithDescription {
  return { ...toListedCard(row), description: row.description };
}

// Every listing, home and product page that is not in the cache reads its cards here; building
// this query was a large part of such a page's CPU, so it is prepared once, ids as an array.
function cardsStatement(includeHidden: boolean) {
  return preparedPerDb((db) =>
    db
      .select(cardColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`,
          includeHidden ? undefined : isVisible,
        ),
      )
      .prepare(includeHidden ? 'select_cards_any' : 'select_cards_visible'),
  );
}
const visibleCards = cardsStatement(false);
const anyCards = cardsStatement(true);

/** Cards for the given ids, in the order given; ids that are unknown (or hidden) are left out. */
export async function selectCardsByIds(
  db: Db,
  ids: string[],
  options: { includeHidden?: boolean } = {},
): Promise<ProductCardWithDescription[]> {
  if (ids.length === 0) return [];
  const statement = options.includeHidden ? anyCards(db) : visibleCards(db);
  const rows = await statement.execute({ ids });
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
