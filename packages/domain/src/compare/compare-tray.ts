import { TEXT_LIMITS } from '../limits.ts';

// The compare tray (docs/product/routes-and-shell.md) lives in the shopper's browser: the URL and local storage, never
// the server. Its rules live here so the tray, the compare page and their tests agree.

/** More columns than this do not fit a desktop screen side by side. */
export const COMPARE_LIMIT = 4;

export const COMPARE_MESSAGES = {
  full: `You can compare up to ${COMPARE_LIMIT} products at a time.`,
  otherCategory: 'You can compare products of one category at a time.',
} as const;

export type CompareItem = {
  _id: string;
  name: string;
  image: string | null;
  category: { _id: string; name: string };
};

export type CompareAddResult =
  { ok: true; items: CompareItem[] } | { ok: false; items: CompareItem[]; message: string };

/** Adds a product to the tray, or says why not; a product already there stays where it is. */
export function addToCompare(items: CompareItem[], item: CompareItem): CompareAddResult {
  if (items.some((entry) => entry._id === item._id)) return { ok: true, items };
  const category = items[0]?.category._id;
  if (category !== undefined && category !== item.category._id) {
    return { ok: false, items, message: COMPARE_MESSAGES.otherCategory };
  }
  if (items.length >= COMPARE_LIMIT) return { ok: false, items, message: COMPARE_MESSAGES.full };
  return { ok: true, items: [...items, item] };
}

/**
 * The ids of `/compare?ids=a,b,c`: trimmed, each at most an id's length, duplicates dropped,
 * at most COMPARE_LIMIT. A hand-made URL never makes the page fetch more than that.
 */
export function parseCompareIds(value: string | null): string[] {
  if (!value) return [];
  const ids = value
    .slice(0, (TEXT_LIMITS.id + 1) * COMPARE_LIMIT * 2)
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0 && id.length <= TEXT_LIMITS.id);
  return [...new Set(ids)].slice(0, COMPARE_LIMIT);
}

export function compareHref(ids: readonly string[]): string {
  return ids.length === 0 ? '/compare' : `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
}

/** What the tray keeps in local storage, read back defensively: another tab or an old build wrote it. */
export function readStoredCompareItems(raw: string | null): CompareItem[] {
  if (!raw || raw.length > 20_000) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  let items: CompareItem[] = [];
  for (const entry of parsed.slice(0, COMPARE_LIMIT)) {
    if (!isCompareItem(entry)) continue;
    const added = addToCompare(items, entry);
    items = added.items;
  }
  return items;
}

function isCompareItem(value: unknown): value is CompareItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const category = item.category as Record<string, unknown> | null | undefined;
  return (
    isBoundedText(item._id, TEXT_LIMITS.id) &&
    isBoundedText(item.name, TEXT_LIMITS.productName) &&
    (item.image === null || isBoundedText(item.image, 500)) &&
    typeof category === 'object' &&
    category !== null &&
    isBoundedText(category._id, TEXT_LIMITS.id) &&
    isBoundedText(category.name, TEXT_LIMITS.categoryName)
  );
}

function isBoundedText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max;
}
