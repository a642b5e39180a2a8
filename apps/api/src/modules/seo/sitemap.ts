import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';
import { escapeHtml } from './render-head.ts';

// A sitemap file holds at most 50,000 addresses (sitemaps.org); past that the most recently
// changed products are listed, which are the ones a crawler most needs to revisit.
export const SITEMAP_MAX_URLS = 50_000;

interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

export async function sitemapEntries(db: Db, publicUrl: string): Promise<SitemapEntry[]> {
  const activeCategories = await db
    .select({ name: categories.name, updatedAt: categories.updatedAt })
    .from(categories)
    .where(eq(categories.status, 'active'))
    .orderBy(categories.name);
  const fixed: SitemapEntry[] = [
    { loc: `${publicUrl}/` },
    { loc: `${publicUrl}/filter` },
    ...activeCategories.map((category) => ({
      loc: `${publicUrl}/filter?category=${encodeURIComponent(category.name)}`,
      lastmod: category.updatedAt,
    })),
  ];
  const visible = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.status, 'active'), eq(categories.status, 'active')))
    .orderBy(desc(products.updatedAt))
    .limit(SITEMAP_MAX_URLS - fixed.length);
  return [
    ...fixed,
    ...visible.map((row) => ({ loc: `${publicUrl}/product/${row.id}`, lastmod: row.updatedAt })),
  ];
}

export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Pages that are private to a shopper or an admin, or that only repeat others. */
const DISALLOWED = [
  '/api/',
  '/admin',
  '/cart',
  '/pay-now',
  '/payment-success',
  '/orders',
  '/user/',
  '/wishlist',
  '/login',
  '/signup',
  '/reset-password',
];

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
