import { ATTRIBUTE_KEY_PATTERN, ATTRIBUTE_LIMITS as L } from './attribute-kinds.ts';

// The filter page's specification filters as the URL and GET /api/user/products carry them:
// `spec.readability_mg=0.01..0.1` (a number range, either end may be left open) and
// `spec.grade=AR,HPLC` (choices or yes/no, any of them). Read by the server and the web app.

export const SPEC_PARAM_PREFIX = 'spec.';
export const SPEC_FILTERS_MAX = 10;
/** Values one choice filter may list. */
export const SPEC_VALUES_MAX = 20;
const PARAM_MAX_CHARS = SPEC_VALUES_MAX * (L.choice + 1);
const NUMBER_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;

export type SpecFilter =
  | { key: string; kind: 'range'; min?: number; max?: number }
  | { key: string; kind: 'values'; values: string[] };

export type SpecParse = { ok: true; filters: SpecFilter[] } | { ok: false; message: string };

export const SPEC_FILTER_MESSAGES = {
  tooMany: `At most ${SPEC_FILTERS_MAX} specification filters are allowed.`,
  badKey: (param: string) => `${param.slice(0, 60)} is not a specification filter.`,
  badRange: (param: string) => `${param} must be a range such as 0.01..0.1.`,
  reversedRange: (param: string) => `${param} cannot start above its end.`,
  badValues: (param: string) =>
    `${param} must list at most ${SPEC_VALUES_MAX} values of at most ${L.choice} characters.`,
} as const;

const M = SPEC_FILTER_MESSAGES;

function readNumber(text: string): number | null | undefined {
  if (text === '') return undefined;
  if (text.length > 32 || !NUMBER_TEXT.test(text)) return null;
  const number = Number(text);
  return Math.abs(number) <= L.numberAbsMax ? number : null;
}

/** One `spec.<key>` parameter; a blank value is no filter (the page sends empty keys). */
export function parseSpecParam(param: string, raw: string): SpecParse {
  const key = param.slice(SPEC_PARAM_PREFIX.length);
  if (key.length > L.key || !ATTRIBUTE_KEY_PATTERN.test(key)) {
    return { ok: false, message: M.badKey(param) };
  }
  const text = raw.trim();
  if (text === '') return { ok: true, filters: [] };
  if (text.length > PARAM_MAX_CHARS) return { ok: false, message: M.badValues(param) };
  if (text.includes('..')) {
    const parts = text.split('..');
    if (parts.length !== 2) return { ok: false, message: M.badRange(param) };
    const min = readNumber(parts[0]!.trim());
    const max = readNumber(parts[1]!.trim());
    if (min === null || max === null || (min === undefined && max === undefined)) {
      return { ok: false, message: M.badRange(param) };
    }
    if (min !== undefined && max !== undefined && min > max) {
      return { ok: false, message: M.reversedRange(param) };
    }
    return {
      ok: true,
      filters: [
        {
          key,
          kind: 'range',
          ...(min !== undefined ? { min } : {}),
          ...(max !== undefined ? { max } : {}),
        },
      ],
    };
  }
  const values = [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  if (values.length > SPEC_VALUES_MAX || values.some((value) => value.length > L.choice)) {
    return { ok: false, message: M.badValues(param) };
  }
  return values.length > 0
    ? { ok: true, filters: [{ key, kind: 'values', values }] }
    : { ok: true, filters: [] };
}

/**
 * Every `spec.*` key of a query string (a repeated key counts its last value); other keys are
 * not looked at. More than SPEC_FILTERS_MAX keys is refused before any is parsed.
 */
export function parseSpecFilters(query: Record<string, unknown>): SpecParse {
  const params = Object.keys(query).filter((name) => name.startsWith(SPEC_PARAM_PREFIX));
  if (params.length > SPEC_FILTERS_MAX) return { ok: false, message: M.tooMany };
  const filters: SpecFilter[] = [];
  for (const param of params) {
    const value = query[param];
    const raw = Array.isArray(value) ? value.at(-1) : value;
    if (typeof raw !== 'string') return { ok: false, message: M.badKey(param) };
    const parsed = parseSpecParam(param, raw);
    if (!parsed.ok) return parsed;
    filters.push(...parsed.filters);
  }
  return { ok: true, filters };
}

/** A filter back into its URL value: `0.01..0.1`, `..5`, `AR,HPLC`. */
export function formatSpecFilter(filter: SpecFilter): string {
  if (filter.kind === 'values') return filter.values.join(',');
  return `${filter.min ?? ''}..${filter.max ?? ''}`;
}
