import { afterCommit } from '../../db/after-commit.ts';

// One event for "what shoppers see of the catalog changed": stock, prices, visibility,
// categories, banners, ratings. The services that change those publish it with the
// transaction (or database) they wrote through; it is delivered once that commits, never for a
// rollback. The catalog caches listen (catalog-cache.ts).

type Listener = () => void;
const listeners = new Set<Listener>();

export function onCatalogChanged(listener: Listener): void {
  listeners.add(listener);
}

/** After the write through `tx` commits (at once when `tx` is the database itself). */
export function publishCatalogChanged(tx: object): void {
  afterCommit(tx, () => {
    for (const listener of listeners) listener();
  });
}
