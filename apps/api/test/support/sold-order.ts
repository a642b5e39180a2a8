import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { orderLines, orders, type DeliveryAddressSnapshot } from '../../src/db/schema.ts';

// Orders written straight into the tables, as checkout leaves them, for tests of what
// happens after a sale (invoices, credit notes) without driving a payment each time.

export interface SoldLine {
  productName: string;
  variantName?: string;
  quantity: number;
  unitPricePaise: number;
  deliveryChargePaise?: number;
  hsnCode?: string;
  gstRatePercent?: number;
}

export const TAMIL_NADU_ADDRESS: DeliveryAddressSnapshot = {
  street: '8 Avinashi Road, Peelamedu',
  landmark: 'Opposite the airport',
  city: 'Coimbatore',
  state: 'Tamil Nadu',
  zipcode: '641004',
  addressType: 'Office',
};

export const KARNATAKA_ADDRESS: DeliveryAddressSnapshot = {
  street: '4 Peenya Industrial Area',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560058',
  addressType: 'Office',
};

export async function insertSoldOrder(
  db: Db,
  userId: string,
  lines: SoldLine[],
  options: { address?: DeliveryAddressSnapshot; paid?: boolean } = {},
): Promise<{ orderId: string; transactionId: string; totalPaise: number }> {
  const amounts = lines.map((line) => {
    const delivery = line.deliveryChargePaise ?? 0;
    return { line, delivery, paid: line.unitPricePaise * line.quantity + delivery };
  });
  const subtotal = amounts.reduce((sum, a) => sum + a.paid - a.delivery, 0);
  const delivery = amounts.reduce((sum, a) => sum + a.delivery, 0);
  const transactionId = `TXN${randomBytes(8).toString('hex').toUpperCase()}`;
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      transactionId,
      subtotalPaise: subtotal,
      deliveryChargePaise: delivery,
      totalAmountPaise: subtotal + delivery,
      paymentStatus: options.paid === false ? 'PENDING' : 'SUCCESS',
      orderedAt: options.paid === false ? null : new Date(),
      deliveryAddress: options.address ?? TAMIL_NADU_ADDRESS,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('could not insert the order');
  await db.insert(orderLines).values(
    amounts.map(({ line, delivery: charge, paid }) => ({
      orderId: order.id,
      productName: line.productName,
      variantName: line.variantName ?? null,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      deliveryChargePaise: charge,
      deliveryType: 'home' as const,
      amountPaidPaise: paid,
      hsnCode: line.hsnCode ?? null,
      gstRatePercent: line.gstRatePercent ?? null,
    })),
  );
  return { orderId: order.id, transactionId, totalPaise: subtotal + delivery };
}
