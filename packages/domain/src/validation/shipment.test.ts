import { describe, expect, it } from 'vitest';
import { orderStatusUpdateSchema } from '../order-status.ts';
import { fieldErrors } from './field-errors.ts';
import { isWebAddress, SHIPMENT_MESSAGES } from './shipment.ts';

const errorsOf = (body: unknown) => {
  const parsed = orderStatusUpdateSchema.safeParse(body);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('status change with its shipment', () => {
  it('needs a carrier and a tracking number with "in transit"', () => {
    expect(errorsOf({ status: 'in transit' })).toEqual({
      carrier: SHIPMENT_MESSAGES.carrierRequired,
      trackingNumber: SHIPMENT_MESSAGES.trackingNumberRequired,
    });
    expect(errorsOf({ status: 'in transit', carrier: '  ', trackingNumber: 'AB1' })).toEqual({
      carrier: 'Carrier is required for an order in transit.',
    });
  });

  it('takes them trimmed, with an optional link', () => {
    expect(
      orderStatusUpdateSchema.parse({
        status: 'in transit',
        carrier: ' Blue Dart ',
        trackingNumber: ' 7745 1290 33 ',
        trackingUrl: '',
      }),
    ).toEqual({
      status: 'in transit',
      carrier: 'Blue Dart',
      trackingNumber: '7745 1290 33',
      trackingUrl: '',
    });
  });

  it('leaves them optional for the other statuses', () => {
    for (const status of ['ordered', 'packed', 'delivered', 'cancelled']) {
      expect(orderStatusUpdateSchema.parse({ status })).toEqual({ status });
    }
  });

  it('refuses a link that is not http or https, and text beyond its bounds', () => {
    const base = { status: 'in transit', carrier: 'DTDC', trackingNumber: 'D123' };
    for (const trackingUrl of ['javascript:alert(1)', 'ftp://x.in/a', 'track.in/123', 'https://']) {
      expect(errorsOf({ ...base, trackingUrl })).toEqual({
        trackingUrl: SHIPMENT_MESSAGES.trackingUrl,
      });
    }
    expect(errorsOf({ ...base, carrier: 'x'.repeat(61) })).toEqual({
      carrier: 'Must be at most 60 characters.',
    });
    expect(errorsOf({ ...base, trackingNumber: 'x'.repeat(41) })).toEqual({
      trackingNumber: 'Must be at most 40 characters.',
    });
    expect(errorsOf({ ...base, trackingNumber: '<b>1</b>' })).toEqual({
      trackingNumber: SHIPMENT_MESSAGES.trackingNumber,
    });
  });

  it('knows a web address', () => {
    expect(isWebAddress('https://www.bluedart.com/track?n=1')).toBe(true);
    expect(isWebAddress('HTTP://dtdc.in/t/1')).toBe(true);
    expect(isWebAddress('mailto:a@b.in')).toBe(false);
  });
});
