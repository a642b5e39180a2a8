import type { ProductDetailResponse } from '@labshop/domain/api/catalog';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { HOME_META } from '@labshop/domain/home-meta';
import { listProducts } from '../catalog/listing-service.ts';
import { getHome, getProductDetail } from '../catalog/service.ts';
import { additionalProperties } from './product-properties.ts';

// What a crawler or a link preview that runs no JavaScript needs to know about a page: its
// title, description, canonical address, Open Graph card and, for a product, Product JSON-LD.

export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  ogType: 'website' | 'product';
  /** Absolute; the page's main picture, also preloaded so it paints sooner. */
  image?: string;
  /** False where the picture is only the link-preview card's and the page does not show it. */
  preloadImage?: boolean;
  jsonLd?: Record<string, unknown>;
}

export interface PageAnswer {
  status: 200 | 404;
  head: PageHead | null;
}

const SHOP_NAME = 'LabShop';
const DESCRIPTION_MAX = 160;

/** One line of at most 160 characters, cut at a word. */
export function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const absolute = (publicUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

function productHead(
  publicUrl: string,
  { product }: Pick<ProductDetailResponse, 'product'>,
): PageHead {
  const canonical = `${publicUrl}/product/${product._id}`;
  const image = product.images[0] ? absolute(publicUrl, product.images[0]) : undefined;
  const price = product.sellingPrice.toFixed(2);
  const properties = additionalProperties(product.attributes);
  return {
    title: `${product.name} by ${product.brand} | ${SHOP_NAME}`,
    description: summary(
      `${product.name} by ${product.brand}, ₹${product.sellingPrice.toLocaleString('en-IN')}. ${product.description}`,
    ),
    canonical,
    ogType: 'product',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      sku: product.sku,
      brand: { '@type': 'Brand', name: product.brand },
      category: product.category.name,
      ...(image ? { image: [image] } : {}),
      ...(properties.length > 0 ? { additionalProperty: properties } : {}),
      ...(product.totalReviews > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.averageRating,
              reviewCount: product.totalReviews,
            },
          }
        : {}),
      offers: {
        '@type': 'Offer',
        url: canonical,
        priceCurrency: 'INR',
        price,
        availability:
          product.inStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
  };
}

async function categoryHead(
  db: Db,
  publicUrl: string,
  categoryName: string,
): Promise<PageHead | null> {
  const listing = await listProducts(db, { categoryNames: [categoryName] });
  const category = listing.categories.find(
    (c) => c.name.toLowerCase() === categoryName.toLowerCase(),
  );
  if (!category) return null;
  const brands = [...new Set(listing.products.map((p) => p.brand))].slice(0, 4);
  return {
    title: `${category.name}: buy online in India | ${SHOP_NAME}`,
    description: summary(
      `${listing.total} ${category.name.toLowerCase()} products${
        brands.length ? ` from ${brands.join(', ')}` : ''
      }, with GST invoices and delivery across India.`,
    ),
    canonical: `${publicUrl}/filter?category=${encodeURIComponent(category.name)}`,
    ogType: 'website',
    image: category.image ? absolute(publicUrl, category.image) : undefined,
    // The listing shows its products' pictures, preloaded by listing-preloads.ts.
    preloadImage: false,
  };
}

/** The home page, its first primary banner preloaded: it is the largest paint of the page. */
async function homeHead(db: Db, publicUrl: string): Promise<PageHead> {
  const [banner] = (await getHome(db, null)).primaryBanners;
  return {
    title: `${HOME_META.title} | ${SHOP_NAME}`,
    description: HOME_META.description,
    canonical: `${publicUrl}/`,
    ogType: 'website',
    image: banner ? absolute(publicUrl, banner.image) : undefined,
  };
}

export const PRODUCT_PATH = /^\/product\/([^/]+)\/?$/;

/**
 * The head of a storefront page that has one of its own (home, product and category pages), and
 * whether the page exists; null head for every other page, which keeps the default head.
 */
export async function pageHeadFor(db: Db, publicUrl: string, url: URL): Promise<PageAnswer> {
  const product = PRODUCT_PATH.exec(url.pathname);
  if (product) {
    try {
      const id = decodeURIComponent(product[1] ?? '');
      return { status: 200, head: productHead(publicUrl, await getProductDetail(db, id)) };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return { status: 404, head: null };
      if (error instanceof URIError) return { status: 404, head: null };
      throw error;
    }
  }
  if (url.pathname === '/') return { status: 200, head: await homeHead(db, publicUrl) };
  const category = url.pathname === '/filter' ? url.searchParams.get('category') : null;
  if (category && category.length <= 100) {
    return { status: 200, head: await categoryHead(db, publicUrl, category) };
  }
  return { status: 200, head: null };
}
