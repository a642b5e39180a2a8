import type { DbOrTx } from '../../../db/client.ts';
import { categories } from '../../../db/schema.ts';
import type { CategoryGstDefaults } from './gst-defaults.ts';

// The product CSV names categories (an id means nothing in a spreadsheet); names are unique
// whatever their case, so the import finds them by their lowercased name.

export interface NamedCategory extends CategoryGstDefaults {
  id: string;
  name: string;
}

/** Every category by its lowercased name. */
export async function categoriesByName(db: DbOrTx): Promise<Map<string, NamedCategory>> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      hsnCode: categories.hsnCode,
      gstRatePercent: categories.gstRatePercent,
    })
    .from(categories);
  return new Map(rows.map((row) => [row.name.trim().toLowerCase(), row]));
}
