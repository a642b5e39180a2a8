import { and, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { productAttributeValues as v, products } from '../../db/schema.ts';
import type { ResolvedSpecFilter } from './spec-attributes.ts';

/**
 * One spec filter as a condition on products: the ids of products whose value of one of the
 * filter's attributes is in range (or among the values). The subquery is a range scan of
 * product_attribute_values_number_idx (attribute_id, num_value, product_id), or of the text
 * index for values, read index-only.
 */
export function specCondition(filter: ResolvedSpecFilter): SQL {
  if (filter.attributeIds.length === 0) return sql`false`;
  const matches: SQL[] = [inArray(v.attributeId, filter.attributeIds)];
  if (filter.kind === 'range') {
    if (filter.min !== undefined) matches.push(gte(v.numValue, filter.min));
    if (filter.max !== undefined) matches.push(lte(v.numValue, filter.max));
    matches.push(sql`${v.numValue} is not null`);
  } else {
    if (filter.values.length === 0) return sql`false`;
    matches.push(inArray(v.textValue, filter.values));
  }
  return sql`${products.id} in (select ${v.productId} from ${v} where ${and(...matches)})`;
}

/** The filters as part of a cache key: same matches, same text. */
export function specFilterKey(filters: readonly ResolvedSpecFilter[] | undefined) {
  if (!filters || filters.length === 0) return undefined;
  return filters
    .map((f) =>
      f.kind === 'range'
        ? `${f.key}=${f.min ?? ''}..${f.max ?? ''}`
        : `${f.key}=${[...f.values].sort().join(',')}`,
    )
    .sort();
}
