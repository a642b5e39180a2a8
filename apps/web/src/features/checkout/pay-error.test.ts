import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@labshop/domain/validation/checkout';
import { ApiError } from '../../api/client.ts';
import { payErrorMessage } from './pay-error.ts';

describe('what a failed Pay tells the shopper', () => {
  it('gives the server’s reason for a refused request', () => {
    const changed = new ApiError(409, CHECKOUT_MESSAGES.amountChanged);
    expect(payErrorMessage(changed)).toBe(CHECKOUT_MESSAGES.amountChanged);
  });

  it('says the payment could not start for a gateway or server failure, or no answer', () => {
    expect(payErrorMessage(new ApiError(502, 'upstream said: token expired'))).toBe(
      CHECKOUT_MESSAGES.initiateFailed,
    );
    expect(payErrorMessage(new TypeError('Failed to fetch'))).toBe(
      CHECKOUT_MESSAGES.initiateFailed,
    );
  });
});
