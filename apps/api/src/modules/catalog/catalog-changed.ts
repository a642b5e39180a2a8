import { afterCommit } from '../../db/after-commit.ts';

// What shoppers see of the catalog changes in two ways. Most often only stock moves (every
// Pay holds units, every failed payment gives them back): that changes the numbers on cards
// and product pages, never which products a filter matches or how many. Less often an admin
// changes products, prices, visibility, categories, banners, or a review moves a rating: then
// anything may have changed. The services that change those publish the matching event with
// the transaction (or database) they wrote through; it is delivered once that commits, never
// for a rollback. The catalog caches listen (catalog-cache.ts).
//
// An admin's save of a product (or a bulk action, or a review) changes what shoppers see of those
// products and of the categories they were and are in, nothing else: such a change names those
// categories (`categoryIds`), so answers confined to other categories stay cached; a banner's
// names none. Everything else that depends on products (home, searches) drops as after any
// change.

/** 'stock': only stock levels changed; 'catalog': anything shoppers see may have. */
export type CatalogChange = 'stock' | 'catalog';

/**
 * The categories whose products a 'catalog' change touched, when it touched only products;
 * undefined when anything may have changed (a category, an attribute, an import).
 */
export type ChangedCategories = readonly string[] | undefined;

type Listener = (change: CatalogChange, categoryIds: ChangedCategories) => void;
const listeners = new Set<Listener>();

export function onCatalogChanged(listener: Listener): void {
  listeners.add(listener);
}

/** After the write through `tx` commits (at once when `tx` is the database itself). */
export function publishCatalogChanged(
  tx: object,
  change: CatalogChange = 'catalog',
  categoryIds: ChangedCategories = undefined,
): void {
  afterCommit(tx, () => {
    for (const listener of listeners) listener(change, categoryIds);
  });
}

/**
 * Only what home shows besides its products changed through `tx` (its banners): answers confined
 * to categories (their listing and product pages) stay; home and the rest drop.
 */
export function publishHomeChanged(tx: object): void {
  publishCatalogChanged(tx, 'catalog', []);
}

/**
 * Only products changed through `tx`, and only products that were or are in `categoryIds`: a
 * product moved between categories names both.
 */
export function publishProductsChanged(tx: object, categoryIds: readonly string[]): void {
  publishCatalogChanged(tx, 'catalog', [...new Set(categoryIds)]);
}

/** Only stock levels changed through `tx`: the answers that show stock drop, the rest stay. */
export function publishStockChanged(tx: object): void {
  publishCatalogChanged(tx, 'stock');
}
