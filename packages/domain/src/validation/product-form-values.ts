import { DEFAULT_PRODUCT_DELIVERY_TYPE, type DeliveryType, type Status } from '../constants.ts';
import { GHS_FORM_DEFAULTS, type GhsFormValues } from '../chemicals/ghs-form.ts';

// The admin product form's inputs before parsing (product-form.ts parses them) and its defaults.

/** One quantity price as its two inputs hold it. */
export interface PriceBreakFormRow {
  minQuantity: string;
  unitPrice: string;
}

/** What the form's inputs hold before parsing: numbers stay text until submit. */
export interface ProductFormValues {
  name: string;
  category: string;
  description: string;
  brand: string;
  sku: string;
  mrp: string;
  sellingPrice: string;
  inStock: string;
  minProductAlert: string;
  isFeatured: boolean;
  isPerishable: boolean;
  status: Status;
  tags: string;
  /** GST (docs/decisions/006): the HSN code and the slab in percent, as the inputs hold them. */
  hsnCode: string;
  gstRatePercent: string;
  /** A chemical's CAS number, formula, grade and purity; blank for everything else. */
  casNumber: string;
  formula: string;
  grade: string;
  purity: string;
  /** Its GHS classification as the hazards section's inputs hold it. */
  ghs: GhsFormValues;
  deliveryOptions: { type: DeliveryType; charge: string };
  deliveryTimeEstimate: string;
  variantsEnabled: boolean;
  variants: {
    _id?: string;
    name: string;
    price: string;
    stock: string;
    priceBreaks?: PriceBreakFormRow[];
  }[];
  /** Quantity prices of a plain product, rows as the inputs hold them. */
  priceBreaks: PriceBreakFormRow[];
  /** Rows of the specifications table, in the order the product page shows them. */
  specs: { key: string; value: string }[];
  /** Values of the category's attributes by key, as the inputs hold them (yes/no as 'yes'/'no'). */
  attributes: Record<string, string>;
}

/** The form's defaults (docs/product/back-office.md). */
export const PRODUCT_FORM_DEFAULTS: ProductFormValues = {
  name: '',
  category: '',
  description: '',
  brand: '',
  sku: '',
  mrp: '',
  sellingPrice: '',
  inStock: '',
  minProductAlert: '',
  isFeatured: false,
  isPerishable: false,
  status: 'active',
  tags: '',
  hsnCode: '',
  gstRatePercent: '18',
  casNumber: '',
  formula: '',
  grade: '',
  purity: '',
  ghs: GHS_FORM_DEFAULTS,
  deliveryOptions: { type: DEFAULT_PRODUCT_DELIVERY_TYPE, charge: '0' },
  deliveryTimeEstimate: '',
  variantsEnabled: false,
  variants: [],
  priceBreaks: [],
  specs: [],
  attributes: {},
};
