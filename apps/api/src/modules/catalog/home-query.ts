import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { CategorySummary, HomeBanner } from '@labshop/domain/api/catalog';
import type { Db } from '../../db/client.ts';
import { banners, categories, products } from '../../db/schema.ts';
import { bannerHref } from '@labshop/domain/banner-links';
import { selectLinkNames } from '../admin/banners/link-targets.ts';
import { isVisible } from './card-query.ts';

export async function selectActiveCategories(db: Db): Promise<CategorySummary[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, image: categories.image })
    .from(categories)
    .where(eq(categories.status, 'active'))
    .orderBy(asc(categories.name));
  return rows.map((row) => ({ _id: row.id, name: row.name, image: row.image }));
}

/** Ids of the newest visible products, optionally only the featured ones. */
export async function selectNewestIds(
  db: Db,
  limit: number,
  options: { featuredOnly?: boolean } = {},
): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(isVisible, options.featuredOnly ? eq(products.isFeatured, true) : undefined))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Active banners in position order, each with the page it links to. A link to a category or
 * product shoppers cannot see (inactive, or deleted since) leaves the banner unlinked; every
 * such change empties the home cache, so the answer follows it.
 */
export async function selectActiveBanners(
  db: Db,
): Promise<{ primary: HomeBanner[]; secondary: HomeBanner[] }> {
  const rows = await db
    .select({
      id: banners.id,
      image: banners.image,
      alt: banners.alt,
      type: banners.type,
      headline: banners.headline,
      subtitle: banners.subtitle,
      linkType: banners.linkType,
      linkTarget: banners.linkTarget,
    })
    .from(banners)
    .where(and(eq(banners.status, 'active'), isNotNull(banners.position)))
    .orderBy(asc(banners.position), asc(banners.createdAt));
  const names = await selectLinkNames(db, rows);
  const hrefOf = (row: (typeof rows)[number]): string | null => {
    if (row.linkType === 'category') {
      const category = names.categories.get(row.linkTarget);
      return category?.isActive ? bannerHref('category', row.linkTarget, category.name) : null;
    }
    if (row.linkType === 'product' && !names.products.get(row.linkTarget)?.isVisible) return null;
    return bannerHref(row.linkType, row.linkTarget);
  };
  const toBanner = (row: (typeof rows)[number]): HomeBanner => ({
    _id: row.id,
    image: row.image,
    alt: row.alt,
    headline: row.headline,
    subtitle: row.subtitle,
    href: hrefOf(row),
  });
  return {
    primary: rows.filter((row) => row.type === 'primary').map(toBanner),
    secondary: rows.filter((row) => row.type === 'secondary').map(toBanner),
  };
}
