// Business constants (docs/product/business-constants.md), written once for server and web app.

export const SHOP_NAME = 'LabShop';
export const SUPPORT_EMAIL = 'support@labshop.in';
export const COMPANY_LEGAL_NAME = 'LabShop Scientific Pvt. Ltd.';
export const REGISTERED_OFFICE_ADDRESS =
  '12 Industrial Estate, Guindy, Chennai 600032, Tamil Nadu, India';
export const REGISTERED_OFFICE = `${COMPANY_LEGAL_NAME}, ${REGISTERED_OFFICE_ADDRESS}`;

export const ALERT_DURATION_MS = 3000;
export const LOGIN_REDIRECT_DELAY_MS = 2000;
export const CAROUSEL_INTERVAL_MS = 3000;
export const BANNER_TRANSITION_S = 0.5;

export const SEARCH_TOGGLE_MAX_WIDTH_PX = 480;
export const FILTER_PANEL_OPEN_MIN_WIDTH_PX = 1024;

export const HOME_ROW_SCROLL_PX = 150;
export const FILTER_LIST_SCROLL_PX = 50;

export const NEW_ARRIVALS_FEATURED = 1;
export const NEW_ARRIVALS_GRID = 6;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const MIN_RATING_FILTER_OPTIONS = [5, 4, 3, 2, 1] as const;

export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 1000;

export const IMAGE_UPLOAD_MAX_BYTES = 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

export const PHONE_DIGITS = 10;
// An Indian PIN code is six digits (it replaced the spec's 5-6 digit Zipcode; see accounts.md).
export const PIN_CODE_DIGITS = 6;
export const OTP_DIGITS = 6;
export const NAME_MIN_LETTERS = 3;
export const PASSWORD_MIN_LENGTH = 6;

export const ADDRESS_TYPES = ['Home', 'Office'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const DEFAULT_ADDRESS_TYPE: AddressType = 'Home';

export const COMPANY_SCALES = ['micro', 'small', 'medium', 'large'] as const;
export type CompanyScale = (typeof COMPANY_SCALES)[number];

export const DELIVERY_TYPES = ['home', 'pickup'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const DEFAULT_PRODUCT_DELIVERY_TYPE: DeliveryType = 'home';
export const DEFAULT_CART_DELIVERY_TYPE: DeliveryType = 'pickup';

export const PAYMENT_METHODS = ['phonepe'] as const;
export const DEFAULT_PAYMENT_METHOD = PAYMENT_METHODS[0];

export const STATUSES = ['active', 'inactive'] as const;
export type Status = (typeof STATUSES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const POLICY = {
  effectiveDate: '01/01/2025',
  refundProcessingHours: 48,
  refundCreditDays: { min: 1, max: 7 },
  returnWindowDays: 7,
  processingBusinessDays: { min: 1, max: 3 },
  deliveryBusinessDays: { min: 5, max: 7 },
  failedPaymentRefundHours: 24,
} as const;

// Security limits of the account flows (docs/product/accounts.md).
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;

// Catalog paging (docs/product/storefront-and-catalog.md).
export const PRODUCTS_PAGE_DEFAULT = 24;
export const PRODUCTS_PAGE_MAX = 100;
export const SEARCH_SUGGESTIONS_MAX = 8;
/** The filter page's sort orders; relevance needs search text, and without it means newest. */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const BANNER_TYPES = ['primary', 'secondary'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];
export const BANNER_LINK_TYPES = ['none', 'category', 'product', 'url'] as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

/** Product photos may be larger than category and banner images, whose 1 MB came first. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A signup not verified within this many days is forgotten: its email is free again. */
export const PENDING_SIGNUP_DAYS = 7;
