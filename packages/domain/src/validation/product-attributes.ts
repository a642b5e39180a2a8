import { z } from 'zod';
import { ATTRIBUTE_LIMITS as L, type AttributeKind } from '../attributes/attribute-kinds.ts';
import { jsonText } from './form-values.ts';

// A product's values of its category's attributes: the admin form sends them as the JSON text
// field `attributes` ([{ key, value }]); a value that does not fit its attribute is refused
// with the attribute's name. The server and the form check them with the same function.

export const PRODUCT_ATTRIBUTE_MESSAGES = {
  tooMany: `At most ${L.perCategory} attribute values are allowed`,
  unknown: (key: string) => `${key} is not an attribute of this category`,
  notNumber: (label: string) =>
    `${label} must be a number from -${L.numberAbsMax.toExponential()} to ${L.numberAbsMax.toExponential()}`,
  notChoice: (label: string, choices: readonly string[]) =>
    `${label} must be one of: ${choices.join(', ')}`,
  notYesNo: (label: string) => `${label} must be yes or no`,
  textTooLong: (label: string) => `${label} must be at most ${L.textValue} characters`,
  duplicate: (key: string) => `${key} is given twice`,
} as const;

const M = PRODUCT_ATTRIBUTE_MESSAGES;

export type AttributeValue = number | string | boolean;

export const productAttributeValueSchema = z.object({
  key: z.string().max(L.key),
  // null (or '') clears the value.
  value: z.union([z.number(), z.string().max(L.textValue * 2), z.boolean(), z.null()]),
});

/** The multipart `attributes` field; left out, the stored values stay. */
export const productAttributesField = z.preprocess(
  // The form holds its inputs by key ({ readability_mg: '0.1' }), none when the category has
  // no attributes; the API sends a list.
  (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const entries = Object.entries(value);
    return entries.length === 0
      ? undefined
      : entries.map(([key, entry]) => ({ key, value: entry }));
  },
  jsonText(z.array(productAttributeValueSchema).max(L.perCategory, M.tooMany)).optional(),
);

export interface AttributeDefinition {
  key: string;
  label: string;
  kind: AttributeKind;
  choices: readonly string[];
}

export type CheckedValues =
  | { ok: true; values: { key: string; value: AttributeValue }[] }
  | { ok: false; message: string; key: string };

/**
 * The values as the category's attributes take them: numbers from numbers or numeric text,
 * a choice by its listed spelling (any case), yes/no from booleans or 'yes'/'no'/'true'/'false'.
 * Blank and null values are dropped (the attribute is then left empty).
 */
export function checkAttributeValues(
  definitions: readonly AttributeDefinition[],
  entries: readonly { key: string; value: unknown }[],
): CheckedValues {
  const byKey = new Map(definitions.map((def) => [def.key, def]));
  const seen = new Set<string>();
  const values: { key: string; value: AttributeValue }[] = [];
  for (const { key, value } of entries) {
    const def = byKey.get(key);
    if (!def) return { ok: false, key, message: M.unknown(key) };
    if (seen.has(key)) return { ok: false, key, message: M.duplicate(def.label) };
    seen.add(key);
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === null || text === undefined || text === '') continue;
    const checked = toValue(def, text);
    if (!checked.ok) return { ok: false, key, message: checked.message };
    values.push({ key, value: checked.value });
  }
  return { ok: true, values };
}

function toValue(
  def: AttributeDefinition,
  value: unknown,
): { ok: true; value: AttributeValue } | { ok: false; message: string } {
  switch (def.kind) {
    case 'number': {
      const number =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && /^-?[0-9]+(\.[0-9]+)?$/.test(value) && value.length <= 32
            ? Number(value)
            : Number.NaN;
      if (!Number.isFinite(number) || Math.abs(number) > L.numberAbsMax) {
        return { ok: false, message: M.notNumber(def.label) };
      }
      return { ok: true, value: number };
    }
    case 'boolean': {
      if (typeof value === 'boolean') return { ok: true, value };
      const word = typeof value === 'string' ? value.toLowerCase() : '';
      if (word === 'yes' || word === 'true') return { ok: true, value: true };
      if (word === 'no' || word === 'false') return { ok: true, value: false };
      return { ok: false, message: M.notYesNo(def.label) };
    }
    case 'choice': {
      const text = typeof value === 'string' ? value.toLowerCase() : '';
      const choice = def.choices.find((option) => option.toLowerCase() === text);
      return choice === undefined
        ? { ok: false, message: M.notChoice(def.label, def.choices) }
        : { ok: true, value: choice };
    }
    case 'text': {
      if (typeof value !== 'string' && typeof value !== 'number') {
        return { ok: false, message: M.textTooLong(def.label) };
      }
      const text = String(value).replace(/\s+/g, ' ');
      if (text.length > L.textValue) return { ok: false, message: M.textTooLong(def.label) };
      return { ok: true, value: text };
    }
  }
}
