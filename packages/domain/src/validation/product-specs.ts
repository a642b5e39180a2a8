import { z } from 'zod';
import { COUNT_LIMITS, TEXT_LIMITS } from '../limits.ts';
import { jsonText } from './form-values.ts';
import { isBlank } from './rules.ts';

// The product page's specifications table: ordered rows of a name ("Readability") and a value
// ("0.1 mg"), edited in the admin product form. The server and the form read the same rules.

export const PRODUCT_SPEC_MESSAGES = {
  keyRequired: 'Specification name is required',
  valueRequired: 'Specification value is required',
  keyTooLong: `Specification name must be at most ${TEXT_LIMITS.specKey} characters`,
  valueTooLong: `Specification value must be at most ${TEXT_LIMITS.specValue} characters`,
  duplicateKey: 'This specification is already listed',
  tooMany: `At most ${COUNT_LIMITS.productSpecs} specifications are allowed`,
} as const;

const M = PRODUCT_SPEC_MESSAGES;

function specText(max: number, required: string, tooLong: string) {
  return z
    .string(required)
    .transform((value) => value.trim())
    .superRefine((value, ctx) => {
      if (isBlank(value)) ctx.addIssue({ code: 'custom', message: required });
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: tooLong });
    });
}

export const productSpecSchema = z.object({
  key: specText(TEXT_LIMITS.specKey, M.keyRequired, M.keyTooLong),
  value: specText(TEXT_LIMITS.specValue, M.valueRequired, M.valueTooLong),
});
export type ProductSpecInput = z.output<typeof productSpecSchema>;

/** The rows as a list; a name given twice is marked on its second row. */
export const productSpecListSchema = z
  .array(productSpecSchema)
  .max(COUNT_LIMITS.productSpecs, M.tooMany)
  .superRefine((specs, ctx) => {
    const seen = new Set<string>();
    specs.forEach((spec, index) => {
      const name = spec.key.toLowerCase();
      if (seen.has(name)) {
        ctx.addIssue({ code: 'custom', message: M.duplicateKey, path: [index, 'key'] });
      }
      seen.add(name);
    });
  });

/**
 * The multipart `specs` field: the rows as JSON text. Left out, it is undefined, so an
 * update from a client that does not know specifications keeps the stored ones.
 */
export const productSpecsField = jsonText(productSpecListSchema).optional();
