import { useSyncExternalStore } from 'react';
import {
  addToCompare,
  readStoredCompareItems,
  type CompareItem,
} from '@labshop/domain/compare/compare-tray';

const STORAGE_KEY = 'labshop.compare';

type TrayState = {
  items: CompareItem[];
  /** Why the last add was refused, and what was refused, shown by the tray until the next change. */
  notice: { message: string; item: CompareItem } | null;
};

const EMPTY: TrayState = { items: [], notice: null };
let state: TrayState | null = null;
const listeners = new Set<() => void>();

function current(): TrayState {
  state ??= { items: readStoredCompareItems(readStorage()), notice: null };
  return state;
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function set(next: TrayState) {
  state = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next.items));
  } catch {
    // Private windows may refuse storage: the tray still works until the tab closes.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the tray: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    state = { items: readStoredCompareItems(event.newValue), notice: null };
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const compareTray = {
  add(item: CompareItem): boolean {
    const result = addToCompare(current().items, item);
    set({ items: result.items, notice: result.ok ? null : { message: result.message, item } });
    return result.ok;
  },
  remove(id: string) {
    set({ items: current().items.filter((item) => item._id !== id), notice: null });
  },
  /** Starts again with this product alone: the way out of "one category at a time". */
  replaceWith(item: CompareItem) {
    set({ items: [item], notice: null });
  },
  /** The products a shared /compare link shows, as far as the tray's rules allow. */
  replaceAll(items: CompareItem[]) {
    let next: CompareItem[] = [];
    for (const item of items) next = addToCompare(next, item).items;
    const same =
      next.map((item) => item._id).join() ===
      current()
        .items.map((item) => item._id)
        .join();
    if (!same) set({ items: next, notice: null });
  },
  clear() {
    set({ items: [], notice: null });
  },
  dismissNotice() {
    if (current().notice !== null) set({ ...current(), notice: null });
  },
};

/** The products the shopper picked to compare, kept in this browser only. */
export function useCompareTray(): TrayState {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}

/** The tray's entry for a product card or detail. */
export function compareItemOf(product: {
  _id: string;
  name: string;
  images: string[];
  category: { _id: string; name: string };
}): CompareItem {
  return {
    _id: product._id,
    name: product.name,
    image: product.images[0] ?? null,
    category: { _id: product.category._id, name: product.category.name },
  };
}
