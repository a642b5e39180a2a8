import { z } from 'zod';
import { ATTRIBUTE_KINDS } from '../attributes/attribute-kinds.ts';

// Attributes as the API answers them: the back office's definitions, a product's values (the
// product page and the compare page read them) and the filter page's facets.

const kind = z.enum(ATTRIBUTE_KINDS);

export const categoryAttributeSchema = z.object({
  _id: z.string(),
  key: z.string(),
  label: z.string(),
  kind,
  unit: z.string(),
  isFacet: z.boolean(),
  choices: z.array(z.string()),
  position: z.number().int(),
});
export type CategoryAttribute = z.infer<typeof categoryAttributeSchema>;

export const categoryAttributesResponseSchema = z.object({
  attributes: z.array(categoryAttributeSchema),
});

export const categoryAttributeSavedSchema = z.object({
  message: z.string(),
  attribute: categoryAttributeSchema,
});

/** value: a number for numbers, a string for choices and text, a boolean for yes/no. */
export const productAttributeSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind,
  unit: z.string(),
  value: z.union([z.number(), z.string(), z.boolean()]),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

/** The range of a number attribute under every other filter; null when nothing has a value. */
export const numberFacetSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.literal('number'),
  unit: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});

/** Values of a choice or yes/no attribute ('true'/'false') with their counts. */
export const valuesFacetSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['choice', 'boolean']),
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
});

export const specFacetSchema = z.union([numberFacetSchema, valuesFacetSchema]);
export type SpecFacet = z.infer<typeof specFacetSchema>;
