import type { ProductSds } from '@labshop/domain/api/safety-data-sheets';
import type { Db } from '../../db/client.ts';
import { selectCurrentSheet } from './queries.ts';

/** Where shoppers download a product's current sheet; the route checks it may be seen. */
export const publicSheetUrl = (productId: string) => `/api/user/product/${productId}/sds`;

/** The current sheet as the product page shows it, or null when the product has none. */
export async function currentSheetOf(db: Db, productId: string): Promise<ProductSds | null> {
  const sheet = await selectCurrentSheet(db, productId);
  return sheet
    ? { url: publicSheetUrl(productId), uploadedAt: sheet.uploadedAt.toISOString() }
    : null;
}
