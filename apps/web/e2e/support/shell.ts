import type { APIRequestContext, Locator } from '@playwright/test';

/** The ids of the first `count` products of the demo catalog, as the listing orders them. */
/**
 * The newest plain products (no variants) with a few units on the shelf: other tests add
 * products as they run, so the newest may be one that asks for a variant first.
 */
export async function firstProductIds(request: APIRequestContext, count: number) {
  const res = await request.get('/api/user/products?limit=40');
  const body = (await res.json()) as {
    products: { _id: string; inStock: number; variantsEnabled?: boolean }[];
  };
  const plain = body.products.filter((product) => !product.variantsEnabled && product.inStock >= 3);
  return plain.slice(0, count).map((product) => product._id);
}

/** The controls among `targets` smaller than width x height, described for a readable failure. */
export async function smallBoxes(targets: Locator, width: number, height: number) {
  const small: string[] = [];
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    if (!box) continue;
    if (box.width < width - 0.5 || box.height < height - 0.5) {
      const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
      small.push(`${name.trim()}: ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
  }
  return small;
}
