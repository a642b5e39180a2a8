import { eq, inArray } from 'drizzle-orm';
import type { BannerLinkType } from '@labshop/domain/constants';
import { BANNER_MESSAGES } from '@labshop/domain/validation/banner';
import type { DbOrTx } from '../../../db/client.ts';
import { categories, products } from '../../../db/schema.ts';
import { isVisible } from '../../catalog/card-query.ts';
import { isUuid } from '../../../http/ids.ts';
import { invalid } from '../form-errors.ts';

export interface LinkNames {
  /** Category id to name, for every category (the admin sees links to inactive ones too). */
  categories: Map<string, { name: string; isActive: boolean }>;
  /** Product id to name and whether shoppers can open its page. */
  products: Map<string, { name: string; isVisible: boolean }>;
}

interface Linked {
  linkType: BannerLinkType;
  linkTarget: string;
}

function idsOf(banners: readonly Linked[], type: BannerLinkType): string[] {
  const ids = banners.filter((b) => b.linkType === type && isUuid(b.linkTarget));
  return [...new Set(ids.map((b) => b.linkTarget))];
}

/** The names of the categories and products these banners link to, in two small reads. */
export async function selectLinkNames(db: DbOrTx, banners: readonly Linked[]): Promise<LinkNames> {
  const categoryIds = idsOf(banners, 'category');
  const productIds = idsOf(banners, 'product');
  const categoryRows = categoryIds.length
    ? await db
        .select({ id: categories.id, name: categories.name, status: categories.status })
        .from(categories)
        .where(inArray(categories.id, categoryIds))
    : [];
  const productRows = productIds.length
    ? await db
        .select({ id: products.id, name: products.name, isVisible: isVisible })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(inArray(products.id, productIds))
    : [];
  return {
    categories: new Map(
      categoryRows.map((r) => [r.id, { name: r.name, isActive: r.status === 'active' }]),
    ),
    products: new Map(
      productRows.map((r) => [r.id, { name: r.name, isVisible: Boolean(r.isVisible) }]),
    ),
  };
}

/** What the admin list shows for a banner's link; '' when there is none or its target is gone. */
export function linkLabel(banner: Linked, names: LinkNames): string {
  switch (banner.linkType) {
    case 'category':
      return names.categories.get(banner.linkTarget)?.name ?? '';
    case 'product':
      return names.products.get(banner.linkTarget)?.name ?? '';
    case 'url':
      return banner.linkTarget;
    case 'none':
      return '';
  }
}

/** A category or product link must name one that exists (shape was checked by the schema). */
export async function assertLinkTargetExists(db: DbOrTx, banner: Linked): Promise<void> {
  if (banner.linkType === 'category') {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, banner.linkTarget));
    if (!row) throw invalid({ linkTarget: BANNER_MESSAGES.categoryMissing });
  }
  if (banner.linkType === 'product') {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, banner.linkTarget));
    if (!row) throw invalid({ linkTarget: BANNER_MESSAGES.productMissing });
  }
}
