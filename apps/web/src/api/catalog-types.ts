// The storefront catalog as the API sends it (apps/api/src/modules/catalog/schemas.ts); rupees.
import type { DeliveryType } from '@labshop/domain/constants';

export interface DeliveryOptions {
  type: DeliveryType;
  charge: number;
}

export interface ProductCard {
  _id: string;
  name: string;
  brand: string;
  images: string[];
  mrp: number;
  sellingPrice: number;
  averageRating: number;
  totalReviews: number;
  inStock: number;
  category: { _id: string; name: string };
  isFeatured: boolean;
  deliveryOptions: DeliveryOptions;
  /** Sent with wishlist entries and product pages. */
  description?: string;
}

export interface CategorySummary {
  _id: string;
  name: string;
  image: string;
}

export interface HomeBanner {
  _id: string;
  image: string;
  alt: string;
}

export interface SearchSuggestion {
  _id: string;
  name: string;
  images: string[];
}

export interface Variant {
  _id: string;
  name: string;
  sellingPrice: number;
  stock: number;
}

export interface Review {
  _id: string;
  author: string;
  /** ISO date-time. */
  date: string;
  rating: number;
  comment: string;
}

export interface ProductDetail extends ProductCard {
  description: string;
  sku: string;
  tags: string[];
  variantsEnabled: boolean;
  variants: Variant[];
  reviews: Review[];
  /** Days. */
  deliveryTimeEstimate: number;
}
