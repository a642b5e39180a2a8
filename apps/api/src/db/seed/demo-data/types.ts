import type { GstRatePercent } from '@labshop/domain/gst/gst-rates';
import type { DeliveryType, Status } from '@labshop/domain/constants';
import type { PriceBreak } from '@labshop/domain/price-breaks';

export type Pictogram =
  | 'flask'
  | 'bottle'
  | 'balance'
  | 'microscope'
  | 'hotplate'
  | 'centrifuge'
  | 'ph-meter'
  | 'goggles'
  | 'spectrometer';

/** Prices are in rupees here because that is how people write them; the seed stores paise. */
export interface SeedVariant {
  name: string;
  price: number;
  stock: number;
  priceBreaks?: PriceBreak[];
}

export interface SeedProduct {
  name: string;
  brand: string;
  sku: string;
  description: string;
  mrp: number;
  price: number;
  /** Ignored when variants are given: stock is then the sum of the variants' stock. */
  stock: number;
  minAlert: number;
  tags: string[];
  /** Defaults to home delivery with no charge. */
  delivery?: { type: DeliveryType; charge: number };
  /** Delivery time estimate in days. */
  days: number;
  featured?: boolean;
  inactive?: boolean;
  /** Cannot be returned (reagents, solutions); defaults to the category's flag. */
  perishable?: boolean;
  /** A chemical's CAS number (a mixture such as an agar has none). */
  casNumber?: string;
  /** Quantity prices, in rupees, from a quantity up. */
  priceBreaks?: PriceBreak[];
  variants?: SeedVariant[];
}

export interface SeedCategory {
  name: string;
  /** The HSN code and GST slab its products are invoiced under. */
  gst: { hsnCode: string; ratePercent: GstRatePercent };
  status: Status;
  /** Every product of the category is perishable unless it says otherwise. */
  perishable?: boolean;
  pictogram: Pictogram;
  /** Tile background and pictogram colours. */
  background: string;
  accent: string;
  products: SeedProduct[];
}
