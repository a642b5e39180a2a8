// Shapes of the API's JSON (SPEC part 3). Money here is rupees, as the API sends it.
import type {
  AddressType,
  BannerType,
  CompanyScale,
  DeliveryType,
  Role,
  Status,
} from './constants.ts';
import type { OrderStatus, PaymentStatus, StatusTimestamps } from './order-status.ts';

export interface MessageResponse {
  message: string;
}

export interface AuthStatus {
  loggedIn: boolean;
  role?: Role;
  userId?: string;
  message?: string;
}

export interface LoginResponse {
  message: string;
  role: Role;
}

export interface SignupResponse {
  success: boolean;
  message: string;
}

export interface Banner {
  _id: string;
  image: string;
  alt?: string;
  type: BannerType;
  status: Status;
  /** Null while inactive. */
  position: number | null;
}

export interface Category {
  _id: string;
  name: string;
  image: string;
  status: Status;
}

/** The admin form's variant `price` is this `sellingPrice`. */
export interface Variant {
  _id: string;
  name: string;
  sellingPrice: number;
  stock: number;
}

export interface DeliveryOptions {
  type: DeliveryType;
  charge: number;
}

export interface Review {
  _id: string;
  author: string;
  /** ISO date-time. */
  date: string;
  rating: number;
  comment: string;
}

export interface Product {
  _id: string;
  name: string;
  description: string;
  brand: string;
  images: string[];
  mrp: number;
  sellingPrice: number;
  averageRating: number;
  totalReviews: number;
  inStock: number;
  variantsEnabled: boolean;
  variants: Variant[];
  deliveryOptions: DeliveryOptions;
  /** Days. */
  deliveryTimeEstimate: number;
  reviews: Review[];
  sku: string;
  /** Category id. */
  category: string;
  minProductAlert: number;
  tags: string[];
  status: Status;
  isFeatured: boolean;
}

export interface ProductDetailResponse {
  product: Product;
  similarProducts: Product[];
}

export interface SearchSuggestion {
  _id: string;
  name: string;
  images: string[];
}

export interface HomeResponse {
  categories: Category[];
  featuredProducts: Product[];
  newArrivals: Product[];
  user: { _id: string; name: string } | null;
  primaryBanners: Banner[];
  secondaryBanners: Banner[];
}

export interface FilterResponse {
  categories: Category[];
  products: Product[];
  /** Brand names. */
  brands: string[];
}

export interface CartLine {
  _id: string;
  product: Pick<Product, '_id' | 'name' | 'brand' | 'images' | 'sellingPrice' | 'inStock'>;
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

export interface WishlistResponse {
  wishlist: Product[];
}

export interface Address {
  _id: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  landmark: string;
  addressType: AddressType;
  isPrimary: boolean;
}

export interface Profile {
  name: string;
  email: string;
  phoneNumber: string;
  phoneVerified: boolean;
  addresses: Address[];
}

export interface CorporateDetails {
  gstNumber: string;
  tradeName: string;
  companyScale: CompanyScale;
}

export interface OrderLine {
  product: Pick<Product, '_id' | 'name' | 'images'>;
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
