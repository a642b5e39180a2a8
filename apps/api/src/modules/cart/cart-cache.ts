import type { CartResponse } from '@labshop/domain/api/cart';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { ChangeBus } from '../../platform/notify/change-bus.ts';
import { createCatalogCache } from '../catalog/catalog-cache.ts';

// The web app asks for the cart on every page (the header's count), and a cart changes far
// less often than it is read. Its answer is kept with the catalog's caches, since it shows
// prices and stock: any catalog change drops it, and a change to its products' stock
// (catalog-cache.ts). A write to a shopper's lines moves that shopper's version, so the next
// read is a new key; the other API processes hear of it on the change bus and drop every cart
// they keep (the bus carries no shopper, and one read each is cheap). A lost notice is bounded
// by the catalog caches' TTL.
const CARTS_KEPT_MAX = 10_000;
const TOPIC = 'carts';

const keptCarts = createCatalogCache(CARTS_KEPT_MAX, 'carts', {
  showsStock: (cart: CartResponse) => cart.cart.map((line) => line.product._id),
});
// Bumped when another process changed some cart, or when the versions below are reset.
let generation = 0;
const versions = new Map<string, number>();
let tellOtherProcesses: () => void = () => {};

/** The shopper's cart answer, kept until their lines, the catalog or stock change. */
export function keptCart(
  db: Db,
  userId: string,
  load: () => Promise<CartResponse>,
): Promise<CartResponse> {
  return keptCarts(db, `${generation}:${userId}:${versions.get(userId) ?? 0}`, load);
}

/** The shopper's lines changed through `tx`: their kept cart is not used once that commits. */
export function cartChanged(tx: object, userId: string): void {
  afterCommit(tx, () => {
    // Bounded: past the limit every kept cart is dropped at once and the counts start over.
    if (versions.size >= CARTS_KEPT_MAX) forgetAll();
    versions.set(userId, (versions.get(userId) ?? 0) + 1);
    tellOtherProcesses();
  });
}

function forgetAll(): void {
  generation += 1;
  versions.clear();
}

export function shareCartInvalidation(bus: ChangeBus): void {
  tellOtherProcesses = () => bus.publish(TOPIC);
  bus.subscribe(TOPIC, forgetAll);
}
