import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { productImages } from '../../../db/schema.ts';

// A product's pictures: which it shows, and which stored files no product uses any more
// (products may share a picture since the CSV import names pictures by their URL).

/**
 * Makes a product's pictures exactly `urls`, in that order; answers the URLs it dropped. The
 * files stay: the caller removes those no product uses any more (unusedImageUrls).
 */
export async function setProductImages(
  tx: Tx,
  productId: string,
  urls: readonly string[],
): Promise<string[]> {
  const existing = await tx
    .select({ id: productImages.id, url: productImages.url, position: productImages.position })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const same =
    existing.length === urls.length &&
    [...existing].sort((a, b) => a.position - b.position).every((row, i) => row.url === urls[i]);
  if (same) return [];
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (urls.length > 0) {
    await tx
      .insert(productImages)
      .values(urls.map((url, position) => ({ productId, url, position })));
  }
  const kept = new Set(urls);
  return existing.filter((row) => !kept.has(row.url)).map((row) => row.url);
}

/**
 * The URLs no product shows any more. An imported product may show a picture another product
 * shows too, so a file is removed only once the last product has let go of it.
 */
export async function unusedImageUrls(db: DbOrTx, urls: readonly string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const used = await db
    .selectDistinct({ url: productImages.url })
    .from(productImages)
    .where(inArray(productImages.url, [...urls]));
  const inUse = new Set(used.map((row) => row.url));
  return [...new Set(urls)].filter((url) => !inUse.has(url));
}

/** The shop's product pictures among `urls` (those some product shows). */
export async function knownImageUrls(db: DbOrTx, urls: readonly string[]): Promise<Set<string>> {
  const known = new Set<string>();
  const list = [...new Set(urls)];
  for (let start = 0; start < list.length; start += 5000) {
    const rows = await db
      .selectDistinct({ url: productImages.url })
      .from(productImages)
      .where(inArray(productImages.url, list.slice(start, start + 5000)));
    for (const row of rows) known.add(row.url);
  }
  return known;
}
