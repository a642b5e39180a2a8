import { z } from 'zod';

// Query-string helpers: the filter page sends every key, often empty (`minPrice=`), and a
// browser may repeat a key; empty means "not set" and a repeated list key is joined.

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgreSQL rejects a malformed uuid with an error; we answer "not found" instead. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}

const rawParam = z.union([z.string(), z.array(z.string())]).optional();

/** `a,b , c` (or a repeated key) -> ['a', 'b', 'c']; absent or blank -> undefined. */
export const csvParam = rawParam.transform((raw) => {
  if (raw === undefined) return undefined;
  const items = (Array.isArray(raw) ? raw : [raw])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return items.length > 0 ? items : undefined;
});

/** A free-text parameter; blank -> undefined. */
export const textParam = rawParam.transform((raw) => {
  const text = (Array.isArray(raw) ? raw.join(' ') : (raw ?? '')).trim();
  return text === '' ? undefined : text;
});

interface NumberRule {
  min: number;
  max?: number;
  integer?: boolean;
}

/** A number in the query string; blank -> undefined, anything else malformed -> 400. */
export function numberParam(field: string, rule: NumberRule) {
  const kind = rule.integer ? 'a whole number' : 'a number';
  const range =
    rule.max === undefined ? `of at least ${rule.min}` : `from ${rule.min} to ${rule.max}`;
  const message = `${field} must be ${kind} ${range}.`;
  return rawParam.transform((raw, ctx) => {
    const text = (Array.isArray(raw) ? raw.at(-1) : raw)?.trim();
    if (text === undefined || text === '') return undefined;
    const value = Number(text);
    const isValid =
      Number.isFinite(value) &&
      (!rule.integer || Number.isInteger(value)) &&
      value >= rule.min &&
      (rule.max === undefined || value <= rule.max);
    if (!isValid) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}
