import type { Db } from '../../../db/client.ts';
import { isUuid } from '../../../http/ids.ts';
import * as q from './queries.ts';

// Apart from the category service, which counts products: the product service reads these.

export interface CategoryGstDefaults {
  hsnCode: string;
  gstRatePercent: number;
}

/**
 * The GST defaults of the category with that id, or null when there is none (the product
 * form's select must name one): a product saved without its own takes these.
 */
export async function categoryGstDefaults(db: Db, id: string): Promise<CategoryGstDefaults | null> {
  const row = isUuid(id) ? await q.selectCategory(db, id) : null;
  return row ? { hsnCode: row.hsnCode, gstRatePercent: row.gstRatePercent } : null;
}
