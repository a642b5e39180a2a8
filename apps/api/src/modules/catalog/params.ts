import { z } from 'zod';
import { COUNT_LIMITS, TEXT_LIMITS } from '@labshop/domain/limits';
import { boundedString } from '@labshop/domain/validation/rules';

// Query-string helpers: the filter page sends every key, often empty (`minPrice=`), and a
// browser may repeat a key; empty means "not set" and a repeated list key is joined.

/** One value or a repeated key, each bounded, so the query string cannot carry a novel. */
function rawParam(max: number) {
  return z
    .union([boundedString(max), z.array(boundedString(max)).max(COUNT_LIMITS.repeatedParam)])
    .optional();
}

// A comma list of ids or names: each part is short, and there are at most this many.
const CSV_MAX_CHARS = COUNT_LIMITS.filterIds * (TEXT_LIMITS.id + 1);

/** `a,b , c` (or a repeated key) -> ['a', 'b', 'c']; absent or blank -> undefined. */
export const csvParam = rawParam(CSV_MAX_CHARS).transform((raw, ctx) => {
  if (raw === undefined) return undefined;
  const items = (Array.isArray(raw) ? raw : [raw])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (items.length > COUNT_LIMITS.filterIds || items.some((i) => i.length > TEXT_LIMITS.id)) {
    ctx.addIssue({
      code: 'custom',
      message: `At most ${COUNT_LIMITS.filterIds} values of at most ${TEXT_LIMITS.id} characters.`,
    });
    return z.NEVER;
  }
  return items.length > 0 ? items : undefined;
});

/** A free-text parameter; blank -> undefined. */
export const textParam = rawParam(TEXT_LIMITS.searchText).transform((raw) => {
  const text = (Array.isArray(raw) ? raw.join(' ') : (raw ?? '')).trim();
  return text === '' ? undefined : text;
});

interface NumberRule {
  min: number;
  /** Required: a number without a ceiling reaches the database as 1e300. */
  max: number;
  integer?: boolean;
}

/** A number in the query string; blank -> undefined, anything else malformed -> 400. */
export function numberParam(field: string, rule: NumberRule) {
  const kind = rule.integer ? 'a whole number' : 'a number';
  const message = `${field} must be ${kind} from ${rule.min} to ${rule.max}.`;
  return rawParam(TEXT_LIMITS.numberText).transform((raw, ctx) => {
    const text = (Array.isArray(raw) ? raw.at(-1) : raw)?.trim();
    if (text === undefined || text === '') return undefined;
    const value = Number(text);
    const isValid =
      Number.isFinite(value) &&
      (!rule.integer || Number.isInteger(value)) &&
      value >= rule.min &&
      value <= rule.max;
    if (!isValid) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}

/** One of a fixed list of words; blank -> undefined, anything else -> 400 naming the options. */
export function choiceParam<const T extends readonly string[]>(field: string, choices: T) {
  const message = `${field} must be one of ${choices.join(', ')}.`;
  return rawParam(TEXT_LIMITS.choice).transform((raw, ctx) => {
    const text = (Array.isArray(raw) ? raw.at(-1) : raw)?.trim();
    if (text === undefined || text === '') return undefined;
    if (!(choices as readonly string[]).includes(text)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return text as T[number];
  });
}
