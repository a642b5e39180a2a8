import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { categoryAttributes, productAttributeValues } from '../schema.ts';
import { demoAttributes } from './demo-data/attributes.ts';

/**
 * The demo catalog's attributes: its "number unit" specification rows become attributes and
 * values by the rule of migration 0022 (which made the function), then the choices and yes/no
 * of demoAttributes follow them in each category's order.
 */
export async function insertDemoAttributes(
  tx: Tx,
  categoryIdByName: ReadonlyMap<string, string>,
  productIdBySku: ReadonlyMap<string, string>,
): Promise<void> {
  await tx.execute(sql`select labshop_move_spec_attributes()`);
  for (const [categoryName, attributes] of Object.entries(demoAttributes)) {
    const categoryId = categoryIdByName.get(categoryName);
    if (!categoryId) throw new Error(`Demo attributes for an unknown category ${categoryName}`);
    const existing = await tx
      .select({ id: categoryAttributes.id })
      .from(categoryAttributes)
      .where(eq(categoryAttributes.categoryId, categoryId));
    const rows = await tx
      .insert(categoryAttributes)
      .values(
        attributes.map((attribute, i) => ({
          categoryId,
          key: attribute.key,
          label: attribute.label,
          kind: attribute.kind,
          unit: attribute.unit ?? '',
          choices: attribute.choices ?? [],
          isFacet: attribute.isFacet,
          position: existing.length + i + 1,
        })),
      )
      .returning({ id: categoryAttributes.id });
    const values = attributes.flatMap((attribute, i) =>
      Object.entries(attribute.values).map(([sku, value]) => {
        const productId = productIdBySku.get(sku);
        if (!productId) throw new Error(`Demo attribute value for an unknown ${sku}`);
        return {
          productId,
          attributeId: rows[i]!.id,
          numValue: typeof value === 'number' ? value : null,
          textValue: typeof value === 'number' ? null : String(value),
        };
      }),
    );
    if (values.length > 0) await tx.insert(productAttributeValues).values(values);
  }
}
