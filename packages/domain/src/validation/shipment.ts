import { z } from 'zod';
import { tooLongMessage } from '../limits.ts';

// Who carries an order in transit: the admin gives the carrier and its tracking number with the
// status change (a link to follow it is optional), and the shopper's order and mail show them.

export const SHIPMENT_LIMITS = {
  carrier: 60,
  trackingNumber: 40,
  trackingUrl: 500,
} as const;

export const SHIPMENT_MESSAGES = {
  carrierRequired: 'Carrier is required for an order in transit.',
  trackingNumberRequired: 'Tracking number is required for an order in transit.',
  trackingNumber:
    'Tracking number may only contain letters, digits, spaces, dots, slashes and dashes.',
  trackingUrl: 'Tracking link must be a web address starting with http:// or https://.',
} as const;

const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

/** Whether `value` is an absolute http(s) address: the only links a mail or a page may carry. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A trimmed optional text: blank means not given. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max, tooLongMessage(max))
    .transform((value) => value.trim())
    .optional();

export const shipmentFieldsSchema = z.object({
  carrier: optionalText(SHIPMENT_LIMITS.carrier),
  trackingNumber: optionalText(SHIPMENT_LIMITS.trackingNumber).refine(
    (value) => !value || TRACKING_NUMBER_PATTERN.test(value),
    SHIPMENT_MESSAGES.trackingNumber,
  ),
  trackingUrl: optionalText(SHIPMENT_LIMITS.trackingUrl).refine(
    (value) => !value || isWebAddress(value),
    SHIPMENT_MESSAGES.trackingUrl,
  ),
});

export interface Shipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/**
 * Checks the shipment fields against the status they come with: an order in transit needs a
 * carrier and a tracking number. Field errors, keyed as the request names them.
 */
export function shipmentErrors(
  status: string,
  fields: { carrier?: string; trackingNumber?: string },
): Record<string, string> {
  if (status !== 'in transit') return {};
  const errors: Record<string, string> = {};
  if (!fields.carrier) errors.carrier = SHIPMENT_MESSAGES.carrierRequired;
  if (!fields.trackingNumber) errors.trackingNumber = SHIPMENT_MESSAGES.trackingNumberRequired;
  return errors;
}
