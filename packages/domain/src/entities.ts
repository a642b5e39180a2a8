// Shapes the original spec names that no route serves yet (admin, cart, orders, payment); rupees.
// What the API already sends lives in api/*.ts as zod schemas; these reuse those pieces so a
// later route's schema can grow out of them without a second spelling.
import type { Address } from './api/account.ts';
import type {
  CategorySummary,
  DeliveryOptions,
  HomeBanner,
  ProductCard,
  ProductDetail,
  Variant,
} from './api/catalog.ts';
import type { BannerLinkType, BannerType, DeliveryType, Status } from './constants.ts';
import type { OrderStatus, PaymentStatus, StatusTimestamps } from './order-status.ts';

/** A banner as the back office lists it; the home page gets only its HomeBanner part. */
export interface Banner extends Omit<HomeBanner, 'href'> {
  type: BannerType;
  linkType: BannerLinkType;
  linkTarget: string;
  status: Status;
  /** Null while inactive. */
  position: number | null;
}

/** A category as the back office lists it, inactive ones included. */
export interface Category extends CategorySummary {
  status: Status;
}

/** A product as the back office edits it: the category is its id, as in the form. */
export interface Product extends Omit<ProductDetail, 'category'> {
  /** Category id. */
  category: string;
  minProductAlert: number;
  status: Status;
}

export interface CartLine {
  _id: string;
  product: Pick<ProductCard, '_id' | 'name' | 'brand' | 'images' | 'sellingPrice' | 'inStock'>;
  variant: Variant | null;
  variantId: string | null;
  quantity: number;
  delivery: { charge: number };
  deliveryType: DeliveryType;
  productTotal: number;
}

export interface CartResponse {
  cart: CartLine[];
  overallTotalPrice: number;
}

export interface OrderLine {
  product: Pick<ProductCard, '_id' | 'name' | 'images'>;
  variant: Pick<Variant, '_id' | 'name'> | null;
  productId: string;
  quantity: number;
  /** Unit price paid. */
  sellingPrice: number;
  amountPaid: number;
  deliveryOptions: DeliveryOptions;
}

export interface Order {
  _id: string;
  transactionId: string;
  totalAmount: number;
  /** ISO date-time. */
  orderedAt: string;
  paymentStatus: PaymentStatus;
  orderStatus: { currentStatus: OrderStatus; timestamps: StatusTimestamps };
  deliveryAddress: Address;
  user: { name: string; email: string; phoneNumber: string };
  products: OrderLine[];
}

export interface OrderResponse {
  order: Order;
}

export interface OrdersResponse {
  orders: Order[];
}

export interface PayResponse {
  redirectUrl: string;
}

export interface PaymentStatusResponse {
  paymentStatus: PaymentStatus;
}
