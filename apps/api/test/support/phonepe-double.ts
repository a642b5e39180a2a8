import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for PhonePe Standard Checkout v2, spoken to over real HTTP. It checks what
// PhonePe checks (client credentials, the O-Bearer token, the pay body's limits) and answers
// in PhonePe's shapes, so the adapter is tested as it will run.

export interface DoubleOrder {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  redirectUrl: string;
  expireAfter: number;
}

export type DoubleRefundState = 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';

export interface DoubleRefund {
  merchantRefundId: string;
  originalMerchantOrderId: string;
  refundId: string;
  amount: number;
  state: DoubleRefundState;
}

export interface PhonePeDouble {
  url: string;
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  orders: Map<string, DoubleOrder>;
  /** Token requests seen. */
  tokenRequests: number;
  /** Requests refused for a missing or wrong token. */
  unauthorised: number;
  statusCalls: number;
  refunds: Map<string, DoubleRefund>;
  /** POST /payments/v2/refund calls, accepted or not. */
  refundCalls: number;
  refundStatusCalls: number;
  /** The next accepted refund is recorded but answered 500, as if the answer were lost. */
  loseNextRefundAnswer: boolean;
  setRefundState(merchantRefundId: string, state: DoubleRefundState): void;
  /** Tokens issued from now on live this many seconds. */
  tokenLifetimeSeconds: number;
  /** When set, the status call reports this amount instead of the order's. */
  reportedAmount?: number;
  /** When set, every status call fails with this HTTP status (PhonePe down: 404, 500, 503). */
  statusFailure?: number;
  /** Makes every issued token invalid, as if PhonePe rotated them. */
  revokeTokens(): void;
  complete(merchantOrderId: string): void;
  fail(merchantOrderId: string): void;
  close(): Promise<void>;
}

const MERCHANT_ORDER_ID = /^[A-Za-z0-9_-]{1,63}$/;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += (chunk as Buffer).toString();
  return body;
}

export async function startPhonePeDouble(): Promise<PhonePeDouble> {
  const tokens = new Set<string>();
  const double: PhonePeDouble = {
    url: '',
    clientId: 'TEST-CLIENT',
    clientSecret: 'test-secret',
    clientVersion: '1',
    orders: new Map(),
    tokenRequests: 0,
    unauthorised: 0,
    statusCalls: 0,
    refunds: new Map(),
    refundCalls: 0,
    refundStatusCalls: 0,
    loseNextRefundAnswer: false,
    setRefundState(id, state) {
      const refund = double.refunds.get(id);
      if (refund) refund.state = state;
    },
    tokenLifetimeSeconds: 3600,
    revokeTokens: () => tokens.clear(),
    complete(id) {
      const order = double.orders.get(id);
      if (order) order.state = 'COMPLETED';
    },
    fail(id) {
      const order = double.orders.get(id);
      if (order) order.state = 'FAILED';
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://double');
    if (req.method === 'POST' && url.pathname === '/v1/oauth/token') {
      double.tokenRequests += 1;
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return send(res, 400, { code: 'BAD_REQUEST' });
      }
      const form = new URLSearchParams(await readBody(req));
      const valid =
        form.get('client_id') === double.clientId &&
        form.get('client_secret') === double.clientSecret &&
        form.get('client_version') === double.clientVersion &&
        form.get('grant_type') === 'client_credentials';
      if (!valid) return send(res, 401, { code: 'UNAUTHORIZED' });
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      const now = Math.floor(Date.now() / 1000);
      return send(res, 200, {
        access_token: token,
        issued_at: now,
        expires_at: now + double.tokenLifetimeSeconds,
        token_type: 'O-Bearer',
      });
    }

    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('O-Bearer ') || !tokens.has(auth.slice('O-Bearer '.length))) {
      double.unauthorised += 1;
      return send(res, 401, { code: 'UNAUTHORIZED' });
    }

    if (req.method === 'POST' && url.pathname === '/checkout/v2/pay') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        return send(res, 400, { code: 'BAD_REQUEST', message: 'not JSON' });
      }
      const flow = body.paymentFlow as Record<string, unknown> | undefined;
      const urls = flow?.merchantUrls as Record<string, unknown> | undefined;
      const problems = [
        typeof body.merchantOrderId !== 'string' || !MERCHANT_ORDER_ID.test(body.merchantOrderId)
          ? 'merchantOrderId'
          : null,
        !Number.isInteger(body.amount) || (body.amount as number) < 100 ? 'amount' : null,
        !Number.isInteger(body.expireAfter) ||
        (body.expireAfter as number) < 300 ||
        (body.expireAfter as number) > 3600
          ? 'expireAfter'
          : null,
        flow?.type !== 'PG_CHECKOUT' ? 'paymentFlow.type' : null,
        typeof urls?.redirectUrl !== 'string' || !/^https?:\/\//.test(urls.redirectUrl)
          ? 'redirectUrl'
          : null,
      ].filter(Boolean);
      if (problems.length > 0)
        return send(res, 400, { code: 'BAD_REQUEST', message: problems.join(', ') });
      const id = body.merchantOrderId as string;
      if (double.orders.has(id)) return send(res, 400, { code: 'DUPLICATE_ORDER' });
      const order: DoubleOrder = {
        merchantOrderId: id,
        orderId: `OMO${randomBytes(8).toString('hex').toUpperCase()}`,
        amount: body.amount as number,
        state: 'PENDING',
        redirectUrl: urls!.redirectUrl as string,
        expireAfter: body.expireAfter as number,
      };
      double.orders.set(id, order);
      return send(res, 200, {
        orderId: order.orderId,
        state: 'PENDING',
        expireAt: Date.now() + order.expireAfter * 1000,
        redirectUrl: `${double.url}/checkout/page/${order.orderId}`,
      });
    }

    if (req.method === 'POST' && url.pathname === '/payments/v2/refund') {
      double.refundCalls += 1;
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        return send(res, 400, { code: 'BAD_REQUEST', message: 'not JSON' });
      }
      const id = body.merchantRefundId;
      const original = double.orders.get(String(body.originalMerchantOrderId));
      if (typeof id !== 'string' || !MERCHANT_ORDER_ID.test(id)) {
        return send(res, 400, { code: 'BAD_REQUEST', message: 'merchantRefundId' });
      }
      if (double.refunds.has(id)) return send(res, 409, { code: 'DUPLICATE_REQUEST' });
      if (!original || original.state !== 'COMPLETED') {
        return send(res, 400, { code: 'BAD_REQUEST', message: 'originalMerchantOrderId' });
      }
      const refunded = [...double.refunds.values()]
        .filter(
          (r) => r.originalMerchantOrderId === original.merchantOrderId && r.state !== 'FAILED',
        )
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = body.amount;
      if (
        !Number.isInteger(amount) ||
        (amount as number) < 100 ||
        refunded + (amount as number) > original.amount
      ) {
        return send(res, 400, { code: 'BAD_REQUEST', message: 'amount' });
      }
      const refund: DoubleRefund = {
        merchantRefundId: id,
        originalMerchantOrderId: original.merchantOrderId,
        refundId: `OMR${randomBytes(8).toString('hex').toUpperCase()}`,
        amount: amount as number,
        state: 'PENDING',
      };
      double.refunds.set(id, refund);
      if (double.loseNextRefundAnswer) {
        double.loseNextRefundAnswer = false;
        return send(res, 500, { code: 'INTERNAL' });
      }
      return send(res, 200, { refundId: refund.refundId, amount: refund.amount, state: 'PENDING' });
    }

    const refundStatus = /^\/payments\/v2\/refund\/([^/]+)\/status$/.exec(url.pathname);
    if (req.method === 'GET' && refundStatus) {
      double.refundStatusCalls += 1;
      const refund = double.refunds.get(decodeURIComponent(refundStatus[1]!));
      if (!refund) return send(res, 404, { code: 'REFUND_NOT_FOUND' });
      return send(res, 200, {
        originalMerchantOrderId: refund.originalMerchantOrderId,
        amount: refund.amount,
        state: refund.state,
        timestamp: Date.now(),
        refundId: refund.refundId,
        paymentDetails: [],
      });
    }

    const status = /^\/checkout\/v2\/order\/([^/]+)\/status$/.exec(url.pathname);
    if (req.method === 'GET' && status) {
      double.statusCalls += 1;
      if (double.statusFailure) return send(res, double.statusFailure, { code: 'UNAVAILABLE' });
      const order = double.orders.get(decodeURIComponent(status[1]!));
      if (!order) return send(res, 404, { code: 'ORDER_NOT_FOUND' });
      return send(res, 200, {
        orderId: order.orderId,
        state: order.state,
        amount: double.reportedAmount ?? order.amount,
        expireAt: Date.now() + 600_000,
        metaInfo: { udf1: '' },
        paymentDetails: [],
      });
    }
    return send(res, 404, { code: 'NOT_FOUND' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { code: 'INTERNAL' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}
