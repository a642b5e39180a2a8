import { afterCommit } from '../../db/after-commit.ts';

// What shoppers see of the catalog changes in two ways. Most often only stock moves (every
// Pay holds units, every failed payment gives them back): that changes the numbers on cards
// and product pages, never which products a filter matches or how many, and only for the
// products it names (`productIds`): a sale leaves every answer showing none of them as it was.
// Less often an admin changes products, prices, visibility, categories, banners, or a review
// moves a rating: then anything may have changed. The services that change those publish the matching event with
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

/**
 * The products whose stock a 'stock' change moved; undefined when it may have moved any (a
 * notice from a process that names none).
 */
export type ChangedProducts = readonly string[] | undefined;

/** A change, with the categories ('catalog') or products ('stock') it was confined to. */
type Listener = (change: CatalogChange, ids: ChangedCategories | ChangedProducts) => void;
const listeners = new Set<Listener>();

export function onCatalogChanged(listener: Listener): void {
  listeners.add(listener);
}

/** After the write through `tx` commits (at once when `tx` is the database itself). */
export function publishCatalogChanged(
  tx: object,
  change: CatalogChange = 'catalog',
  ids: ChangedCategories | ChangedProducts = undefined,
): void {
  afterCommit(tx, () => {
    for (const listener of listeners) listener(change, ids);
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

/**
 * Only the stock levels of `productIds` (a variant's under its product) changed through `tx`:
 * the answers that show their stock drop, the rest stay.
 */
export function publishStockChanged(tx: object, productIds: readonly string[]): void {
  publishCatalogChanged(tx, 'stock', [...new Set(productIds)]);
}
