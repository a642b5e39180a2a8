// Every payment gateway the shop speaks to, behind one small interface. The gateway's status
// answer is the only truth about a payment: the shopper's return URL and the webhook body are
// only hints to go and ask.

export type GatewayState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface CreatePaymentInput {
  /** Our transaction id: at most 63 of A-Z a-z 0-9 _ -. */
  merchantOrderId: string;
  amountPaise: number;
  /** Absolute URL the shopper comes back to; the gateway may add its own query. */
  redirectUrl: string;
  /** Seconds the gateway keeps the payment open (PhonePe: 300-3600). */
  expireAfterSeconds: number;
  /** Shown on the gateway's page. */
  message: string;
}

export interface CreatedPayment {
  /** Where to send the shopper's browser. */
  redirectUrl: string;
  /** The gateway's own id, kept for support. */
  providerReference?: string;
}

export interface PaymentStatus {
  state: GatewayState;
  /** The amount the gateway says was paid, in paise; compared with ours before trusting. */
  amountPaise?: number;
  providerReference?: string;
}

/** PhonePe's refund states: CONFIRMED is accepted by the bank, not yet final. */
export type GatewayRefundState = 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';

export interface RefundInput {
  /** Our id of this refund, the same on every retry: at most 63 of A-Z a-z 0-9 _ -. */
  merchantRefundId: string;
  /** The transaction id of the payment being refunded. */
  originalMerchantOrderId: string;
  /** At least 100, at most what is left of the payment. */
  amountPaise: number;
}

export interface RefundStatus {
  state: GatewayRefundState;
  amountPaise?: number;
  /** The gateway's own id of the refund, kept for support. */
  providerRefundId?: string;
}

export interface PaymentGateway {
  readonly name: 'simulator' | 'phonepe';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  getStatus(merchantOrderId: string): Promise<PaymentStatus>;
  /**
   * Asks the gateway to send money back. Sending the same merchantRefundId again never starts a
   * second refund: the gateway's "already exists" answers with that refund's status.
   */
  refund(input: RefundInput): Promise<RefundStatus>;
  /** The refund's state, or null when the gateway has never heard of that id. */
  getRefundStatus(merchantRefundId: string): Promise<RefundStatus | null>;
  /**
   * How soon a refund it accepts is final, when the gateway can say: the shop's first look at
   * it is then rather than after the poller's usual first gap.
   */
  readonly refundSettlesInMs?: number;
}

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** The gateway understood the request and said no: sending it again will not help. */
export class GatewayRefusal extends GatewayError {
  constructor(message: string, status?: number) {
    super(message, status);
    this.name = 'GatewayRefusal';
  }
}
