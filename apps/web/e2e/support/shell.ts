import type { APIRequestContext, Locator } from '@playwright/test';

/** The ids of the first `count` products of the demo catalog, as the listing orders them. */
export async function firstProductIds(request: APIRequestContext, count: number) {
  const res = await request.get(`/api/user/products?limit=${count}`);
  const body = (await res.json()) as { products: { _id: string; inStock: number }[] };
  return body.products.map((product) => product._id);
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
