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

export interface PaymentGateway {
  readonly name: 'simulator' | 'phonepe';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  getStatus(merchantOrderId: string): Promise<PaymentStatus>;
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
