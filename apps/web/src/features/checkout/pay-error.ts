import { CHECKOUT_MESSAGES } from '@labshop/domain/validation/checkout';
import { ApiError, errorMessage } from '../../api/client.ts';

/**
 * What a Pay that failed tells the shopper: the server's reason when it refused the request
 * (4xx: an amount that changed, stock gone, a bad PO number), else that the payment could not
 * start, never a gateway's or a server error's own words.
 */
export function payErrorMessage(error: unknown): string {
  const isClientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return isClientError ? errorMessage(error) : CHECKOUT_MESSAGES.initiateFailed;
}
