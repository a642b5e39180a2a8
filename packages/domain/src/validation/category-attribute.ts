import { z } from 'zod';
import {
  ATTRIBUTE_KEY_PATTERN,
  ATTRIBUTE_KIND_LABELS,
  ATTRIBUTE_KINDS,
  ATTRIBUTE_LIMITS as L,
  attributeKeyFrom,
  type AttributeKind,
} from '../attributes/attribute-kinds.ts';

// A category attribute as the back office defines it (POST/PUT
// /api/admin/categories/{id}/attributes). The server and the admin form read these rules.

export const ATTRIBUTE_MESSAGES = {
  labelRequired: 'Attribute name is required',
  labelTooLong: `Attribute name must be at most ${L.label} characters`,
  keyInvalid: `Key must start with a letter and hold only lowercase letters, digits and _ (at most ${L.key})`,
  kindInvalid: `Kind must be one of: ${ATTRIBUTE_KINDS.map((k) => ATTRIBUTE_KIND_LABELS[k]).join(', ')}`,
  unitTooLong: `Unit must be at most ${L.unit} characters`,
  choicesRequired: 'A choice attribute needs at least one choice',
  choicesTooMany: `At most ${L.choices} choices are allowed`,
  choiceTooLong: `Each choice must be at most ${L.choice} characters`,
  choiceBlank: 'A choice cannot be blank',
  choiceDuplicate: 'This choice is already listed',
  textNotFacet: 'A text attribute cannot be a filter',
  tooMany: `A category has at most ${L.perCategory} attributes`,
  keyTaken: 'This category already has an attribute with this key',
  notFound: 'Attribute not found',
  orderInvalid: 'The order must list each attribute of the category once',
} as const;

const M = ATTRIBUTE_MESSAGES;

const choiceText = z
  .string()
  .max(L.choice * 2, M.choiceTooLong)
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: M.choiceBlank });
    else if (value.length > L.choice) ctx.addIssue({ code: 'custom', message: M.choiceTooLong });
  });

export const categoryAttributeInputSchema = z
  .object({
    label: z
      .string(M.labelRequired)
      .max(L.label * 2, M.labelTooLong)
      .transform((value) => value.trim().replace(/\s+/g, ' ')),
    // Blank: made from the label and unit (readability_mg); it names the filter in URLs.
    key: z
      .string()
      .max(L.key * 2, M.keyInvalid)
      .optional(),
    kind: z.enum(ATTRIBUTE_KINDS, M.kindInvalid),
    unit: z
      .string()
      .max(L.unit * 2, M.unitTooLong)
      .transform((value) => value.trim())
      .prefault(''),
    isFacet: z.boolean().prefault(false),
    choices: z.array(choiceText).max(L.choices, M.choicesTooMany).prefault([]),
  })
  .transform((input, ctx) => {
    if (input.label === '')
      ctx.addIssue({ code: 'custom', message: M.labelRequired, path: ['label'] });
    else if (input.label.length > L.label) {
      ctx.addIssue({ code: 'custom', message: M.labelTooLong, path: ['label'] });
    }
    if (input.unit.length > L.unit) {
      ctx.addIssue({ code: 'custom', message: M.unitTooLong, path: ['unit'] });
    }
    const kind: AttributeKind = input.kind;
    // Only numbers carry a unit, only choices a list.
    const unit = kind === 'number' ? input.unit : '';
    const choices = kind === 'choice' ? input.choices : [];
    const typedKey = input.key?.trim() ?? '';
    const key = typedKey === '' ? attributeKeyFrom(input.label, unit) : typedKey;
    if (!ATTRIBUTE_KEY_PATTERN.test(key) || key.length > L.key) {
      ctx.addIssue({ code: 'custom', message: M.keyInvalid, path: ['key'] });
    }
    if (kind === 'choice' && choices.length === 0) {
      ctx.addIssue({ code: 'custom', message: M.choicesRequired, path: ['choices'] });
    }
    const seen = new Set<string>();
    choices.forEach((choice, index) => {
      if (seen.has(choice.toLowerCase())) {
        ctx.addIssue({ code: 'custom', message: M.choiceDuplicate, path: ['choices', index] });
      }
      seen.add(choice.toLowerCase());
    });
    if (kind === 'text' && input.isFacet) {
      ctx.addIssue({ code: 'custom', message: M.textNotFacet, path: ['isFacet'] });
    }
    return { label: input.label, key, kind, unit, isFacet: input.isFacet, choices };
  });
export type CategoryAttributeInput = z.output<typeof categoryAttributeInputSchema>;

/** PUT /api/admin/categories/{id}/attributes: the attributes' ids in their new order. */
export const attributeOrderSchema = z.object({
  order: z.array(z.string().max(64)).max(L.perCategory, M.orderInvalid),
});
