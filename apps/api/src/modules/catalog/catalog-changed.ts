import { afterCommit } from '../../db/after-commit.ts';

// What shoppers see of the catalog changes in two ways. Most often only stock moves (every
// Pay holds units, every failed payment gives them back): that changes the numbers on cards
// and product pages, never which products a filter matches or how many. Less often an admin
// changes products, prices, visibility, categories, banners, or a review moves a rating: then
// anything may have changed. The services that change those publish the matching event with
// the transaction (or database) they wrote through; it is delivered once that commits, never
// for a rollback. The catalog caches listen (catalog-cache.ts).

/** 'stock': only stock levels changed; 'catalog': anything shoppers see may have. */
export type CatalogChange = 'stock' | 'catalog';

type Listener = (change: CatalogChange) => void;
const listeners = new Set<Listener>();

export function onCatalogChanged(listener: Listener): void {
  listeners.add(listener);
}

/** After the write through `tx` commits (at once when `tx` is the database itself). */
export function publishCatalogChanged(tx: object, change: CatalogChange = 'catalog'): void {
  afterCommit(tx, () => {
    for (const listener of listeners) listener(change);
  });
}

/** Only stock levels changed through `tx`: the answers that show stock drop, the rest stay. */
export function publishStockChanged(tx: object): void {
  publishCatalogChanged(tx, 'stock');
}
