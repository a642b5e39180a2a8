import { z } from 'zod';
import { COUNT_LIMITS, NUMBER_LIMITS, TEXT_LIMITS } from '../limits.ts';
import { isBlank, requiredRule, ruledText } from './rules.ts';

/** Messages of admin form fields, built from the human field name ('Selling Price is required'). */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required`,
  notNumber: (label: string) => `${label} must be a number`,
  negative: (label: string) => `${label} cannot be negative`,
  notWhole: (label: string) => `${label} must be a whole number`,
  // Grouped the Indian way, as prices are shown: 'MRP must be at most 10,00,00,000'.
  tooLarge: (label: string, max: number) =>
    `${label} must be at most ${max.toLocaleString('en-IN')}`,
  tooManyDecimals: (label: string) => `${label} can have at most 2 decimals`,
  notOneOf: (label: string, options: readonly string[]) =>
    `${label} must be one of: ${options.join(', ')}`,
} as const;

/** 'count' for stock and days (whole numbers), 'money' for rupees with paise. */
export type NumberKind = 'count' | 'money';

export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const NUMBER_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;
const MONEY_TEXT = /^-?[0-9]+(\.[0-9]{1,2})?$/;

/** Inputs and multipart send text and JSON sends numbers, so both are read. */
export function parseNumber(value: unknown, label: string, kind: NumberKind): Parsed<number> {
  if (value === undefined || value === null || (typeof value === 'string' && isBlank(value))) {
    return { ok: false, message: FIELD_MESSAGES.required(label) };
  }
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text.length > TEXT_LIMITS.numberText)
    return { ok: false, message: FIELD_MESSAGES.notNumber(label) };
  if (!NUMBER_TEXT.test(text)) return { ok: false, message: FIELD_MESSAGES.notNumber(label) };
  const number = Number(text);
  if (number < 0) return { ok: false, message: FIELD_MESSAGES.negative(label) };
  if (kind === 'count' && !Number.isSafeInteger(number)) {
    return { ok: false, message: FIELD_MESSAGES.notWhole(label) };
  }
  if (kind === 'money' && !MONEY_TEXT.test(text)) {
    return { ok: false, message: FIELD_MESSAGES.tooManyDecimals(label) };
  }
  const { max } = kind === 'money' ? NUMBER_LIMITS.price : NUMBER_LIMITS.stock;
  if (number > max) return { ok: false, message: FIELD_MESSAGES.tooLarge(label, max) };
  return { ok: true, value: number };
}

function fromParsed<T>(parsed: Parsed<T>, ctx: z.RefinementCtx): T {
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.message });
  return z.NEVER;
}

export function numberField(label: string, kind: NumberKind) {
  return z.unknown().transform((value, ctx) => fromParsed(parseNumber(value, label, kind), ctx));
}

/** A number a client may leave out (or send blank): undefined then, else parsed as above. */
export function optionalNumberField(label: string, kind: NumberKind) {
  return z
    .unknown()
    .transform((value, ctx) => {
      if (value === null || (typeof value === 'string' && isBlank(value))) return undefined;
      return fromParsed(parseNumber(value, label, kind), ctx);
    })
    .optional();
}

export function textField(label: string, max: number) {
  return ruledText([requiredRule(FIELD_MESSAGES.required(label))], max).transform((value) =>
    value.trim(),
  );
}

const YES = ['yes', 'true'];
const NO = ['no', 'false'];

// In the fields below a missing key takes the default and a cleared input is "required";
// `.prefault` runs the default through the same parsing, so zod accepts the missing key.

/** The admin form's yes/no selects; JSON may send real booleans. */
export function yesNoField(label: string, fallback: boolean) {
  return z
    .unknown()
    .transform((value, ctx) => {
      if (typeof value === 'boolean') return value;
      const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
      if (YES.includes(text)) return true;
      if (NO.includes(text)) return false;
      return fromParsed<boolean>({ ok: false, message: FIELD_MESSAGES.required(label) }, ctx);
    })
    .prefault(fallback);
}

export function choiceField<const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
  fallback: T[number],
) {
  return z
    .unknown()
    .transform((value, ctx): T[number] => {
      const text = typeof value === 'string' ? value.trim() : '';
      const choice = options.find((option) => option === text);
      if (choice !== undefined) return choice;
      const message = isBlank(text)
        ? FIELD_MESSAGES.required(label)
        : FIELD_MESSAGES.notOneOf(label, options);
      return fromParsed<T[number]>({ ok: false, message }, ctx);
    })
    .prefault(fallback);
}

/** Comma-separated text (or a list of such texts) -> trimmed, non-empty entries. */
export function commaList() {
  return z
    .unknown()
    .transform((value): string[] => {
      const parts = Array.isArray(value) ? value : [value];
      return parts
        .slice(0, COUNT_LIMITS.repeatedParam)
        .filter((part): part is string => typeof part === 'string')
        .flatMap((part) => part.slice(0, TEXT_LIMITS.jsonText).split(','))
        .map((part) => part.trim().slice(0, TEXT_LIMITS.tag))
        .filter((part) => part !== '')
        .slice(0, COUNT_LIMITS.tags);
    })
    .prefault([]);
}

/** Multipart sends nested fields as JSON text; anything unparsable is left for `schema` to reject. */
export function jsonText<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);
}
