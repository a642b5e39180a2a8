// The simulated shoppers and admin of npm run soak: browse, search, wishlist, cart, buy on the
// simulator (most pay, some fail, a few walk away) and change order statuses.

export interface Visitor {
  cookie: string;
  userId: string;
  addressId: string;
  ip: string;
}

/** What the shoppers saw, for the summary: answers by status, and each call's time. */
export const traffic = {
  statuses: new Map<number, number>(),
  /** Refusals by status and call ("409 POST /api/user/pay-now"), to tell a rule from a bug. */
  refusals: new Map<string, number>(),
  latencies: [] as number[],
  requests: 0,
};
const { statuses, latencies } = traffic;

async function call(
  base: string,
  visitor: Visitor | null,
  method: string,
  url: string,
  body?: unknown,
) {
  const started = performance.now();
  const headers: Record<string, string> = { origin: base };
  if (visitor) {
    headers.cookie = visitor.cookie;
    headers['x-forwarded-for'] = visitor.ip;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  let status = 0;
  let json: unknown = null;
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    status = res.status;
    json = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
  } catch {
    status = 0;
  }
  latencies.push(performance.now() - started);
  traffic.requests += 1;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (status >= 400 || status === 0) {
    const call = `${status} ${method} ${url.split('?')[0]!.replace(/[0-9a-f-]{36}/g, ':id')}`;
    traffic.refusals.set(call, (traffic.refusals.get(call) ?? 0) + 1);
  }
  return { status, json: json as Record<string, unknown> };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

interface CatalogProduct {
  _id: string;
  sellingPrice: number;
  inStock: number;
  deliveryOptions: { type: string; charge: number };
  variants?: { _id: string; sellingPrice: number; stock: number }[];
}

export async function shopperLoop(
  base: string,
  visitor: Visitor,
  ids: string[],
  admin: Visitor,
  until: number,
) {
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.25) await call(base, visitor, 'GET', '/api/user/home');
    else if (roll < 0.4)
      await call(
        base,
        visitor,
        'GET',
        `/api/user/products?page=${1 + Math.floor(Math.random() * 3)}`,
      );
    else if (roll < 0.55) await call(base, visitor, 'GET', `/api/user/product/${pick(ids)}`);
    else if (roll < 0.65)
      await call(
        base,
        visitor,
        'GET',
        `/api/user/products/search?query=${pick(['mic', 'bea', 'ph', 'glo', 'cen'])}`,
      );
    else if (roll < 0.72)
      await call(base, visitor, 'POST', '/api/user/wishlist', { productId: pick(ids) });
    else if (roll < 0.8)
      await call(base, visitor, 'POST', '/api/user/cart', { productId: pick(ids), quantity: 1 });
    else if (roll < 0.93) await buyNow(base, visitor, ids);
    else if (roll < 0.95) await askReturn(base, visitor);
    else await adminWork(base, admin);
  }
}

async function buyNow(base: string, visitor: Visitor, ids: string[]) {
  const detail = await call(base, visitor, 'GET', `/api/user/product/${pick(ids)}`);
  const product = (detail.json as { product?: CatalogProduct }).product;
  if (!product || product.inStock < 1) return;
  const variant = product.variants?.find((v) => v.stock > 0);
  if (product.variants?.length && !variant) return;
  const price = variant ? variant.sellingPrice : product.sellingPrice;
  const delivery = product.deliveryOptions.type === 'home' ? product.deliveryOptions.charge : 0;
  const placed = await call(base, visitor, 'POST', '/api/user/pay-now', {
    productId: product._id,
    quantity: 1,
    amount: Math.round((price + delivery) * 100) / 100,
    selectedAddress: { _id: visitor.addressId },
    selectedVariant: variant?._id ?? null,
  });
  const transactionId = placed.json?.transactionId as string | undefined;
  if (placed.status !== 200 || !transactionId) return;
  // Most pay, some fail, a few walk away and leave the reservation to expire.
  const choice = Math.random();
  if (choice < 0.05) return;
  const button = choice < 0.85 ? 'pay' : 'fail';
  const press = await fetch(`${base}/api/payments/simulator/${transactionId}/${button}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: base,
      cookie: visitor.cookie,
      'x-forwarded-for': visitor.ip,
    },
    body: '',
    redirect: 'manual',
  });
  statuses.set(press.status, (statuses.get(press.status) ?? 0) + 1);
  traffic.requests += 1;
  await call(base, visitor, 'POST', '/api/user/pay-status', { transactionId });
}

interface ReturnableOrder {
  _id: string;
  returns?: {
    canRequest: boolean;
    lines: { lineId: string; returnableQuantity: number; isPerishable: boolean }[];
  };
}

/** A shopper sends one unit of a delivered order back, when the window is open. */
async function askReturn(base: string, visitor: Visitor) {
  const list = await call(base, visitor, 'GET', '/api/user/user-orders?limit=10');
  const orders = (list.json?.orders ?? []) as ReturnableOrder[];
  const order = orders.find((o) => o.returns?.canRequest);
  const line = order?.returns?.lines.find((l) => l.returnableQuantity > 0 && !l.isPerishable);
  if (!order || !line) return;
  await call(base, visitor, 'POST', `/api/user/order/${order._id}/return`, {
    lines: [{ lineId: line.lineId, quantity: 1 }],
    reason: pick(['damaged', 'no longer needed']),
  });
}

/** The returns queue: approve (or now and then reject) what was asked, receive what was approved. */
async function returnsWork(base: string, admin: Visitor) {
  const asked = await call(base, admin, 'GET', '/api/admin/returns?state=requested&limit=5');
  for (const ret of (asked.json?.returns ?? []) as { _id: string }[]) {
    const reject = Math.random() < 0.2;
    await call(
      base,
      admin,
      'POST',
      `/api/admin/returns/${ret._id}/${reject ? 'reject' : 'approve'}`,
      reject ? { reason: 'Soak: outside the policy' } : {},
    );
  }
  const approved = await call(base, admin, 'GET', '/api/admin/returns?state=approved&limit=5');
  for (const ret of (approved.json?.returns ?? []) as {
    _id: string;
    lines: { lineId: string }[];
  }[]) {
    await call(base, admin, 'POST', `/api/admin/returns/${ret._id}/receive`, {
      lines: ret.lines.map((l) => ({ lineId: l.lineId, resalable: Math.random() < 0.8 })),
    });
  }
}

async function adminWork(base: string, admin: Visitor) {
  if (Math.random() < 0.3) return returnsWork(base, admin);
  const list = await call(base, admin, 'GET', '/api/admin/orders?paymentStatus=SUCCESS&limit=20');
  const orders = (list.json?.orders ?? []) as {
    _id: string;
    orderStatus: { currentStatus: string };
  }[];
  const open = orders.filter(
    (o) =>
      o.orderStatus.currentStatus !== 'cancelled' && o.orderStatus.currentStatus !== 'delivered',
  );
  if (!open.length) return;
  const order = pick(open);
  // Now and then money goes back by hand: ₹1.00, refused (409) once nothing is left.
  if (Math.random() < 0.1) {
    await call(base, admin, 'POST', `/api/admin/order/${order._id}/refund`, {
      amount: 1,
      reason: 'Soak goodwill',
    });
    return;
  }
  const next = Math.random() < 0.3 ? 'cancelled' : pick(['packed', 'in transit', 'delivered']);
  const tracking =
    next === 'in transit' ? { carrier: 'Blue Dart', trackingNumber: `SOAK${Date.now()}` } : {};
  await call(base, admin, 'POST', `/api/admin/order/${order._id}/status`, {
    status: next,
    ...tracking,
  });
}
