import { createHash, timingSafeEqual } from 'node:crypto';
import {
  GatewayError,
  GatewayRefusal,
  type GatewayRefundState,
  type GatewayState,
  type PaymentGateway,
  type RefundStatus,
} from './gateway.ts';

// PhonePe Standard Checkout v2 over plain HTTP (fetch). Our own adapter rather than PhonePe's
// Node SDK: the SDK cannot be pointed at another host, so it could not be tested against a
// local double, and its fresh install is broken by a dependency range.

export interface PhonePeOptions {
  env: 'sandbox' | 'production';
  /** Replaces both hosts (tests point it at the local double). */
  baseUrl?: string;
  /** Replaces only the token host. */
  authUrl?: string;
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  /** Per call; a gateway that does not answer must not hold a shopper's request forever. */
  timeoutMs?: number;
}

const HOSTS = {
  sandbox: {
    auth: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    pg: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  production: {
    auth: 'https://api.phonepe.com/apis/identity-manager',
    pg: 'https://api.phonepe.com/apis/pg',
  },
} as const;

export function phonePeHosts(options: Pick<PhonePeOptions, 'env' | 'baseUrl' | 'authUrl'>) {
  const trim = (url: string) => url.replace(/\/$/, '');
  const base = options.baseUrl ? trim(options.baseUrl) : undefined;
  const auth = options.authUrl ? trim(options.authUrl) : (base ?? HOSTS[options.env].auth);
  return { auth, pg: base ?? HOSTS[options.env].pg };
}

interface Token {
  value: string;
  /** When we fetch a new one: half-way through its lifetime. */
  refreshAt: number;
}

const STATES: readonly GatewayState[] = ['PENDING', 'COMPLETED', 'FAILED'];
const REFUND_STATES: readonly GatewayRefundState[] = [
  'PENDING',
  'CONFIRMED',
  'COMPLETED',
  'FAILED',
];

/** Answers that say "try again later" rather than "no". */
const isTransient = (status: number) => status === 401 || status === 408 || status === 429;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function createPhonePeGateway(options: PhonePeOptions): PaymentGateway & {
  /** Forgets the cached token (tests). */
  resetToken(): void;
} {
  const hosts = phonePeHosts(options);
  const timeoutMs = options.timeoutMs ?? 15_000;
  let token: Token | null = null;
  let pendingToken: Promise<Token> | null = null;

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new GatewayError(`PhonePe unreachable: ${err instanceof Error ? err.message : err}`);
    }
  }

  async function fetchToken(): Promise<Token> {
    const body = new URLSearchParams({
      client_id: options.clientId,
      client_version: options.clientVersion,
      client_secret: options.clientSecret,
      grant_type: 'client_credentials',
    });
    const res = await call(`${hosts.auth}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
    });
    if (!res.ok) throw new GatewayError(`PhonePe token refused (${res.status})`, res.status);
    const data: unknown = await res.json();
    if (!isRecord(data) || typeof data.access_token !== 'string') {
      throw new GatewayError('PhonePe token answer without access_token');
    }
    const now = Date.now();
    // expires_at is epoch seconds; reuse the token until half its lifetime has passed.
    const expiresAt = typeof data.expires_at === 'number' ? data.expires_at * 1000 : now;
    return { value: data.access_token, refreshAt: now + Math.max(0, expiresAt - now) / 2 };
  }

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.refreshAt) return token.value;
    // Concurrent callers share one token request.
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    token = await pendingToken;
    return token.value;
  }

  /** A call with the bearer token; a 401 fetches a new token and tries once more. */
  async function authorised(url: string, init: RequestInit): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      const value = await accessToken();
      const res = await call(url, {
        ...init,
        headers: {
          ...init.headers,
          Authorization: `O-Bearer ${value}`,
          Accept: 'application/json',
        },
      });
      if (res.status !== 401 || attempt === 2) return res;
      if (token?.value === value) token = null;
    }
  }

  async function getRefundStatus(merchantRefundId: string): Promise<RefundStatus | null> {
    const res = await authorised(
      `${hosts.pg}/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`,
      { method: 'GET' },
    );
    const data: unknown = await res.json().catch(() => null);
    if (res.status === 404) return null;
    if (!res.ok) {
      const code = isRecord(data) && typeof data.code === 'string' ? data.code : '';
      if (res.status === 400 && /NOT_FOUND/i.test(code)) return null;
      throw new GatewayError(`PhonePe refund status refused (${res.status})`, res.status);
    }
    if (!isRecord(data)) throw new GatewayError('PhonePe refund status is not an object');
    return refundStatusOf(data);
  }

  return {
    name: 'phonepe',
    async createPayment(input) {
      const res = await authorised(`${hosts.pg}/checkout/v2/pay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          merchantOrderId: input.merchantOrderId,
          amount: input.amountPaise,
          expireAfter: input.expireAfterSeconds,
          paymentFlow: {
            type: 'PG_CHECKOUT',
            message: input.message,
            merchantUrls: { redirectUrl: input.redirectUrl },
          },
        }),
      });
      if (!res.ok) throw new GatewayError(`PhonePe pay refused (${res.status})`, res.status);
      const data: unknown = await res.json();
      if (!isRecord(data) || typeof data.redirectUrl !== 'string') {
        throw new GatewayError('PhonePe pay answer without redirectUrl');
      }
      return {
        redirectUrl: data.redirectUrl,
        providerReference: typeof data.orderId === 'string' ? data.orderId : undefined,
      };
    },
    async getStatus(merchantOrderId) {
      const res = await authorised(
        `${hosts.pg}/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status`,
        { method: 'GET' },
      );
      if (!res.ok) throw new GatewayError(`PhonePe status refused (${res.status})`, res.status);
      const data: unknown = await res.json();
      // Unknown fields are ignored; an unknown state is treated as still pending.
      if (!isRecord(data)) throw new GatewayError('PhonePe status answer is not an object');
      const state = STATES.find((s) => s === data.state) ?? 'PENDING';
      return {
        state,
        amountPaise: typeof data.amount === 'number' ? data.amount : undefined,
        providerReference: typeof data.orderId === 'string' ? data.orderId : undefined,
      };
    },
    async refund(input) {
      const res = await authorised(`${hosts.pg}/payments/v2/refund`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          merchantRefundId: input.merchantRefundId,
          originalMerchantOrderId: input.originalMerchantOrderId,
          amount: input.amountPaise,
        }),
      });
      if (res.ok) {
        const data: unknown = await res.json();
        if (!isRecord(data)) throw new GatewayError('PhonePe refund answer is not an object');
        return refundStatusOf(data);
      }
      if (res.status >= 500 || isTransient(res.status)) {
        throw new GatewayError(`PhonePe refund failed (${res.status})`, res.status);
      }
      // PhonePe documents no code for a repeated merchantRefundId, so any refusal is checked:
      // if PhonePe knows the id, an earlier attempt got through and this refund is already sent.
      const known = await getRefundStatus(input.merchantRefundId);
      if (known) return known;
      throw new GatewayRefusal(`PhonePe refused the refund (${res.status})`, res.status);
    },
    getRefundStatus,
    resetToken() {
      token = null;
    },
  };
}

// Unknown fields are ignored; an unknown state is treated as still pending.
function refundStatusOf(data: Record<string, unknown>): RefundStatus {
  return {
    state: REFUND_STATES.find((s) => s === data.state) ?? 'PENDING',
    amountPaise: typeof data.amount === 'number' ? data.amount : undefined,
    providerRefundId: typeof data.refundId === 'string' ? data.refundId : undefined,
  };
}

/** The webhook's Authorization header: sha256 hex of "username:password". */
export function webhookAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}

export function isValidWebhookAuthorization(
  header: string | undefined,
  username: string,
  password: string,
): boolean {
  if (!header || !username || !password) return false;
  const expected = Buffer.from(webhookAuthorization(username, password));
  // Some senders prefix the scheme; compare only the digest.
  const given = Buffer.from(
    header
      .replace(/^SHA256\s+/i, '')
      .trim()
      .toLowerCase(),
  );
  return given.length === expected.length && timingSafeEqual(given, expected);
}
