// "Notify me when it is back": what the API answers and the product page shows, written once.

export const STOCK_ALERT_MESSAGES = {
  requested: 'We will email you when it is back in stock.',
  cancelled: 'You will not get an email about this product.',
  inStock: 'This product is in stock: you can order it now.',
  notFound: 'Product not found',
  guestPrompt: 'Log in to get an email when it is back in stock.',
} as const;

export const STOCK_ALERT_BUTTON = 'Notify me when it is back';
