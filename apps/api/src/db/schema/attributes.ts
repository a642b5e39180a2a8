import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ATTRIBUTE_KINDS, ATTRIBUTE_LIMITS as L } from '@labshop/domain/attributes/attribute-kinds';
import { id, sqlList, timestamps } from './columns.ts';
import { categories, products } from './catalog.ts';

// A category's typed specifications (readability in mg, rotor type...), defined in the back
// office; `key` names the filter in URLs (spec.readability_mg), unique within the category.
export const categoryAttributes = pgTable(
  'category_attributes',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    kind: text('kind', { enum: ATTRIBUTE_KINDS }).notNull(),
    unit: text('unit').notNull().default(''),
    isFacet: boolean('is_facet').notNull().default(false),
    choices: text('choices')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('category_attributes_category_key_uq').on(t.categoryId, t.key),
    index('category_attributes_category_position_idx').on(t.categoryId, t.position),
    check('category_attributes_kind_ck', sql.raw(`kind in (${sqlList(ATTRIBUTE_KINDS)})`)),
    check(
      'category_attributes_text_ck',
      sql.raw(
        `key ~ '^[a-z][a-z0-9_]*$' and length(key) <= ${L.key} and length(label) between 1 and ${L.label} and length(unit) <= ${L.unit} and cardinality(choices) <= ${L.choices}`,
      ),
    ),
    check('category_attributes_facet_ck', sql`not (${t.isFacet} and ${t.kind} = 'text')`),
  ],
);

// A product's value of one attribute: numbers in num_value (so ranges compare as numbers),
// choices, yes/no ('true'/'false') and text in text_value. Exactly one of the two is set.
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => categoryAttributes.id, { onDelete: 'cascade' }),
    numValue: doublePrecision('num_value'),
    textValue: text('text_value'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId], name: 'product_attribute_values_pk' }),
    // A facet filter (spec.readability_mg=0.01..0.1) is a range scan of one attribute's
    // values here, read index-only for the product ids; the counts of a choice facet walk the
    // text index the same way.
    index('product_attribute_values_number_idx')
      .on(t.attributeId, t.numValue, t.productId)
      .where(sql`${t.numValue} is not null`),
    index('product_attribute_values_text_idx')
      .on(t.attributeId, t.textValue, t.productId)
      .where(sql`${t.textValue} is not null`),
    // Search matches attribute text ("swing-out", "HPLC") as it matches names.
    index('product_attribute_values_text_trgm_idx')
      .using('gin', sql`lower(${t.textValue}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check(
      'product_attribute_values_one_ck',
      sql`(${t.numValue} is null) <> (${t.textValue} is null) and length(${t.textValue}) <= ${sql.raw(String(L.textValue))}`,
    ),
  ],
);
