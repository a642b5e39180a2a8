import { eq } from 'drizzle-orm';
import { DEFAULT_UNIT } from '@labshop/domain/gst/gst-rates';
import { isValidGstin, normaliseGstin } from '@labshop/domain/gst/gstin';
import { stateByName } from '@labshop/domain/gst/states';
import type { Seller } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  orderLines,
  orders,
  products,
  users,
  type DeliveryAddressSnapshot,
} from '../../db/schema.ts';
import type {
  InvoiceLine,
  InvoiceRecipient,
  InvoiceShipTo,
  TaxInvoiceDocument,
} from '../../platform/pdf/invoice-document.ts';

// What a tax invoice says, read from the order as it was sold: its lines' snapshots, the
// buyer's account and the delivery address the order carries.

/** Products sold before they carried a GST classification are invoiced as the default. */
const FALLBACK_HSN_CODE = '9027';
const FALLBACK_RATE_PERCENT = 18;

export function formatAddress(address: DeliveryAddressSnapshot): string {
  const street = [address.street, address.landmark].filter((part) => part.trim()).join(', ');
  return `${street}, ${address.city} ${address.zipcode}, ${address.state}`;
}

/**
 * Place of supply is where the goods are delivered. An address whose state we cannot name
 * (older addresses took free text) is treated as a supply within the seller's own state,
 * which is what the law presumes when the recipient's location is not known.
 */
export function placeOfSupplyCode(address: DeliveryAddressSnapshot, seller: Seller): string {
  return stateByName(address.state)?.code ?? seller.stateCode;
}

function recipientOf(
  user: {
    name: string;
    isCorporate: boolean;
    gstNumber: string | null;
    tradeName: string | null;
    /** The GSTIN the buyer asked at checkout to invoice, before the account's own. */
    orderGstNumber?: string | null;
  },
  address: DeliveryAddressSnapshot,
): InvoiceRecipient {
  const asked = user.orderGstNumber ?? user.gstNumber;
  const gstin = user.isCorporate && asked ? normaliseGstin(asked) : '';
  const corporate = gstin !== '' && isValidGstin(gstin);
  return {
    name: corporate && user.tradeName?.trim() ? user.tradeName.trim() : user.name,
    billingAddress: formatAddress(address),
    ...(corporate ? { gstin } : {}),
  };
}

/** Ship to, when the delivery address names a recipient, company or phone of its own. */
export function shipToOf(
  accountName: string,
  address: DeliveryAddressSnapshot,
): InvoiceShipTo | undefined {
  const name = address.recipientName?.trim() ?? '';
  const company = address.company?.trim() ?? '';
  const phone = address.phone?.trim() ?? '';
  if (!name && !company && !phone) return undefined;
  return {
    name: name || accountName,
    ...(company ? { company } : {}),
    ...(phone ? { phone } : {}),
    address: formatAddress(address),
  };
}

/** The invoice of an order, numbered `number` and dated `issuedAt`; null for an unknown order. */
export async function buildTaxInvoice(
  tx: Db,
  orderId: string,
  number: string,
  issuedAt: Date,
  seller: Seller,
): Promise<TaxInvoiceDocument | null> {
  const [order] = await tx
    .select({
      transactionId: orders.transactionId,
      deliveryAddress: orders.deliveryAddress,
      name: users.name,
      isCorporate: users.isCorporate,
      gstNumber: users.gstNumber,
      tradeName: users.tradeName,
      orderGstNumber: orders.gstNumber,
      purchaseOrderNumber: orders.purchaseOrderNumber,
      quoteNumber: orders.quoteNumber,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) return null;

  const lines = await tx
    .select({
      productName: orderLines.productName,
      variantName: orderLines.variantName,
      quantity: orderLines.quantity,
      unitPricePaise: orderLines.unitPricePaise,
      deliveryChargePaise: orderLines.deliveryChargePaise,
      lineHsnCode: orderLines.hsnCode,
      lineRatePercent: orderLines.gstRatePercent,
      productHsnCode: products.hsnCode,
      productRatePercent: products.gstRatePercent,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.createdAt, orderLines.id);

  const shipTo = shipToOf(order.name, order.deliveryAddress);
  return {
    kind: 'invoice',
    number,
    issuedAt,
    orderReference: order.transactionId,
    ...(order.purchaseOrderNumber ? { purchaseOrderNumber: order.purchaseOrderNumber } : {}),
    ...(order.quoteNumber ? { quoteNumber: order.quoteNumber } : {}),
    seller: { ...seller },
    recipient: recipientOf(order, order.deliveryAddress),
    ...(shipTo ? { shipTo } : {}),
    placeOfSupplyCode: placeOfSupplyCode(order.deliveryAddress, seller),
    lines: lines.map((line): InvoiceLine => ({
      description: line.variantName
        ? `${line.productName} (${line.variantName})`
        : line.productName,
      hsnCode: line.lineHsnCode ?? line.productHsnCode ?? FALLBACK_HSN_CODE,
      quantity: line.quantity,
      unit: DEFAULT_UNIT,
      unitPricePaise: line.unitPricePaise,
      deliveryChargePaise: line.deliveryChargePaise,
      ratePercent: line.lineRatePercent ?? line.productRatePercent ?? FALLBACK_RATE_PERCENT,
    })),
  };
}
