import { and, asc, eq, sql } from 'drizzle-orm';
import { isHazardous, type GhsClassification } from '@labshop/domain/chemicals/ghs';
import type { DeliveryType } from '@labshop/domain/constants';
import { unitPriceAt, type StoredPriceBreak } from '@labshop/domain/price-breaks';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { cartLines, categories, products, productVariants } from '../../db/schema.ts';
import { isVisible } from '../catalog/card-query.ts';

/** A product (or one of its variants) as a shopper may buy it, with its price and stock. */
export interface Sellable {
  productId: string;
  variantId: string | null;
  name: string;
  brand: string;
  variantName: string | null;
  image: string | null;
  /** What one unit costs: the selling price, or the quantity price of the line (withQuantity). */
  unitPricePaise: number;
  productPricePaise: number;
  variantPricePaise: number | null;
  /** The variant's quantity prices for a variant line, else the product's. */
  priceBreaks: StoredPriceBreak[];
  /** Units on the shelf: the variant's for a variant line, else the product's. */
  stock: number;
  deliveryType: DeliveryType;
  deliveryChargePaise: number;
  /** Copied onto order lines for the tax invoice. */
  hsnCode: string;
  gstRatePercent: number;
  /** Its label carries a GHS pictogram or signal word: it ships as hazardous goods. */
  isHazardous: boolean;
  /** Active, in an active category. */
  isVisible: boolean;
  variantsEnabled: boolean;
  /** Visible, and the line names a variant exactly when the product has variants. */
  isBuyable: boolean;
}

const firstImage = sql<string | null>`(
  select url from product_images where product_images.product_id = ${products.id}
  order by position, id limit 1
)`;

const columns = {
  productId: products.id,
  name: products.name,
  brand: products.brand,
  image: firstImage,
  productPricePaise: products.sellingPricePaise,
  productPriceBreaks: products.priceBreaks,
  productStock: products.stock,
  variantsEnabled: products.variantsEnabled,
  deliveryType: products.deliveryType,
  deliveryChargePaise: products.deliveryChargePaise,
  hsnCode: products.hsnCode,
  gstRatePercent: products.gstRatePercent,
  ghs: products.ghs,
  visible: sql<boolean>`${isVisible}`,
  variantId: productVariants.id,
  variantName: productVariants.name,
  variantPricePaise: productVariants.sellingPricePaise,
  variantPriceBreaks: productVariants.priceBreaks,
  variantStock: productVariants.stock,
};

type Row = {
  productId: string;
  name: string;
  brand: string;
  image: string | null;
  productPricePaise: number;
  productPriceBreaks: StoredPriceBreak[];
  productStock: number;
  variantsEnabled: boolean;
  deliveryType: DeliveryType;
  deliveryChargePaise: number;
  hsnCode: string;
  gstRatePercent: number;
  ghs: GhsClassification | null;
  visible: boolean;
  variantId: string | null;
  variantName: string | null;
  variantPricePaise: number | null;
  variantPriceBreaks: StoredPriceBreak[] | null;
  variantStock: number | null;
};

function toSellable(row: Row): Sellable {
  const hasVariant = row.variantId !== null;
  // A variant product is bought by variant, a plain one without: anything else is stale.
  const fits = hasVariant === row.variantsEnabled;
  return {
    productId: row.productId,
    variantId: row.variantId,
    name: row.name,
    brand: row.brand,
    variantName: row.variantName,
    image: row.image,
    unitPricePaise: row.variantPricePaise ?? row.productPricePaise,
    productPricePaise: row.productPricePaise,
    variantPricePaise: row.variantPricePaise,
    priceBreaks: (hasVariant ? row.variantPriceBreaks : row.productPriceBreaks) ?? [],
    stock: hasVariant ? (row.variantStock ?? 0) : row.productStock,
    deliveryType: row.deliveryType,
    deliveryChargePaise: row.deliveryChargePaise,
    hsnCode: row.hsnCode,
    gstRatePercent: row.gstRatePercent,
    isHazardous: isHazardous(row.ghs),
    isVisible: Boolean(row.visible),
    variantsEnabled: row.variantsEnabled,
    isBuyable: Boolean(row.visible) && fits,
  };
}

/** One product or variant; null when the product is unknown or the variant is not its own. */
export async function selectSellable(
  db: Db,
  productId: string,
  variantId: string | null,
): Promise<Sellable | null> {
  const [row] = await db
    .select(columns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(
      productVariants,
      variantId
        ? and(eq(productVariants.id, variantId), eq(productVariants.productId, products.id))
        : sql`false`,
    )
    .where(eq(products.id, productId))
    .limit(1);
  if (!row || (variantId && row.variantId === null)) return null;
  return toSellable(row);
}

/** The item on a line of `quantity`: its unit price is the quantity price that reaches. */
export function withQuantity<T extends Sellable>(
  item: T,
  quantity: number,
): T & { quantity: number } {
  const basePaise = item.variantPricePaise ?? item.productPricePaise;
  return { ...item, quantity, unitPricePaise: unitPriceAt(basePaise, item.priceBreaks, quantity) };
}

export interface CartRow extends Sellable {
  lineId: string;
  quantity: number;
}

// The signed-in cart is read on every page a shopper opens, so its query is prepared once.
const cartRowsStatement = preparedPerDb((db) =>
  db
    .select({ ...columns, lineId: cartLines.id, quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .where(eq(cartLines.userId, sql.placeholder('userId')))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare('select_cart_rows'),
);

/** The user's cart lines, oldest first, each with its product as it is now. */
export async function selectCartRows(db: Db, userId: string): Promise<CartRow[]> {
  const rows = await cartRowsStatement(db).execute({ userId });
  return rows.map((row) => withQuantity({ ...toSellable(row), lineId: row.lineId }, row.quantity));
}
