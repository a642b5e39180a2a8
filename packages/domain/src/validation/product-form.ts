import { z } from 'zod';
import { DEFAULT_PRODUCT_DELIVERY_TYPE, DELIVERY_TYPES, STATUSES } from '../constants.ts';
import {
  FIELD_MESSAGES,
  choiceField,
  commaList,
  jsonText,
  numberField,
  optionalNumberField,
  parseNumber,
  textField,
  yesNoField,
} from './form-values.ts';
import { COUNT_LIMITS, TEXT_LIMITS, tooManyMessage } from '../limits.ts';
import { gstRateField, hsnCodeField } from '../gst/gst-rates.ts';
import { productSpecsField } from './product-specs.ts';
import { productAttributesField } from './product-attributes.ts';
import { CAS_NUMBER_LABEL, casNumberField } from '../chemicals/cas-number.ts';
import { chemicalTextField } from '../chemicals/chemical-details.ts';
import { ghsField } from '../chemicals/ghs.ts';
import { breakAtOrAboveSellingPrice, type PriceBreak } from '../price-breaks.ts';
import { PRICE_BREAK_MESSAGES, priceBreakListSchema, priceBreaksField } from './price-breaks.ts';

/** Human names of the form's fields, used in '{field name} is required'. */
export const PRODUCT_FIELD_LABELS = {
  name: 'Name',
  category: 'Category',
  description: 'Description',
  brand: 'Brand',
  sku: 'SKU',
  mrp: 'MRP',
  sellingPrice: 'Selling Price',
  inStock: 'Stock',
  minProductAlert: 'Minimum Product Alert',
  isFeatured: 'Featured',
  isPerishable: 'Perishable',
  status: 'Status',
  deliveryType: 'Delivery Type',
  deliveryCharge: 'Delivery Charge',
  deliveryTimeEstimate: 'Delivery Time Estimate',
  variantsEnabled: 'Variants',
  variantName: 'Variant name',
  variantPrice: 'Variant price',
  variantStock: 'Variant stock',
  image: 'Image',
  casNumber: CAS_NUMBER_LABEL,
} as const;

const LABELS = PRODUCT_FIELD_LABELS;

export const PRODUCT_MESSAGES = {
  // Our rule, not the spec's: a selling price above MRP would show a negative discount.
  sellingPriceAboveMrp: 'Selling Price cannot exceed MRP',
  // The product's card shows the MRP struck through beside each variant's price.
  variantPriceAboveMrp: 'Variant price cannot exceed MRP',
  noVariants: 'Add at least one variant',
  imageRequired: FIELD_MESSAGES.required(LABELS.image),
  tooManyImages: `At most ${COUNT_LIMITS.productImages} images are allowed`,
} as const;

const variantSchema = z.object({
  _id: z.string().min(1).max(TEXT_LIMITS.id).optional(),
  name: textField(LABELS.variantName, TEXT_LIMITS.productName),
  price: numberField(LABELS.variantPrice, 'money'),
  stock: numberField(LABELS.variantStock, 'count'),
  // The count the form showed when it was loaded: a save changes stock by the difference.
  stockWas: optionalNumberField(LABELS.variantStock, 'count'),
  // Left out by a client that does not know quantity prices: the stored ones stay.
  priceBreaks: priceBreakListSchema.optional(),
});
const variantListSchema = jsonText(
  z.array(variantSchema).max(COUNT_LIMITS.variants, tooManyMessage(COUNT_LIMITS.variants)),
);
export type VariantInput = z.output<typeof variantSchema>;

// The charge only exists for home delivery; pickup is always free.
const deliveryOptionsSchema = jsonText(
  z
    .object({
      type: choiceField(LABELS.deliveryType, DELIVERY_TYPES, DEFAULT_PRODUCT_DELIVERY_TYPE),
      charge: z.unknown().optional(),
    })
    .transform(({ type, charge }, ctx) => {
      if (type !== 'home') return { type, charge: 0 };
      const parsed = parseNumber(charge ?? 0, LABELS.deliveryCharge, 'money');
      if (parsed.ok) return { type, charge: parsed.value };
      ctx.addIssue({ code: 'custom', message: parsed.message, path: ['charge'] });
      return z.NEVER;
    }),
).prefault({});

/**
 * Perishable products cannot be returned. Left out by a client that does not know the flag: a
 * new product is then not perishable, and an edited one keeps what it had.
 */
const perishableField = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const parsed = yesNoField(LABELS.isPerishable, false).safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.required(LABELS.isPerishable) });
    return z.NEVER;
  });

/**
 * Text fields of POST /api/admin/add-product and PUT /api/admin/update-product/{id}.
 * Prices are rupees (the API edge); the server turns them into paise.
 */
export const productFormSchema = z
  .object({
    name: textField(LABELS.name, TEXT_LIMITS.productName),
    category: textField(LABELS.category, TEXT_LIMITS.id),
    description: textField(LABELS.description, TEXT_LIMITS.description),
    brand: textField(LABELS.brand, TEXT_LIMITS.brand),
    sku: textField(LABELS.sku, TEXT_LIMITS.sku),
    mrp: numberField(LABELS.mrp, 'money'),
    sellingPrice: numberField(LABELS.sellingPrice, 'money'),
    inStock: numberField(LABELS.inStock, 'count'),
    // The count the form showed when it was loaded. With it, a save moves stock by the
    // difference, so units sold while the form was open are never put back; without it (a
    // client that does not send it), inStock is the physical count.
    inStockWas: optionalNumberField(LABELS.inStock, 'count'),
    minProductAlert: numberField(LABELS.minProductAlert, 'count'),
    isFeatured: yesNoField(LABELS.isFeatured, false),
    isPerishable: perishableField,
    status: choiceField(LABELS.status, STATUSES, 'active'),
    tags: commaList(),
    deliveryOptions: deliveryOptionsSchema,
    // Left out by a client that does not know them (the spec's form has no GST fields): a new
    // product then takes its category's, an edited one keeps its own. Sent blank: required.
    hsnCode: hsnCodeField().optional(),
    gstRatePercent: gstRateField().optional(),
    // Chemicals only. Left out (a client that does not know it), an edited product keeps its own.
    casNumber: casNumberField().optional(),
    formula: chemicalTextField('formula').optional(),
    grade: chemicalTextField('grade').optional(),
    purity: chemicalTextField('purity').optional(),
    // JSON text like specs; blank is no classification.
    ghs: ghsField().optional(),
    deliveryTimeEstimate: numberField(LABELS.deliveryTimeEstimate, 'count'),
    variantsEnabled: yesNoField(LABELS.variantsEnabled, false),
    // Checked below only when enabled: rows left behind after switching variants off do not matter.
    variants: z.unknown().optional(),
    specs: productSpecsField,
    // Quantity prices of a plain product, as JSON text; blank is none.
    priceBreaks: priceBreaksField,
    // Values of the category's attributes, checked against them by the server.
    attributes: productAttributesField,
    removedImages: jsonText(
      z.array(z.string().max(TEXT_LIMITS.jsonText)).max(COUNT_LIMITS.removedImages),
    ).prefault([]),
  })
  .superRefine((product, ctx) => {
    const { mrp, sellingPrice } = product;
    if (typeof mrp === 'number' && typeof sellingPrice === 'number' && sellingPrice > mrp) {
      ctx.addIssue({
        code: 'custom',
        message: PRODUCT_MESSAGES.sellingPriceAboveMrp,
        path: ['sellingPrice'],
      });
    }
    if (typeof sellingPrice === 'number') {
      checkBreaksBelow(product.priceBreaks, sellingPrice, ['priceBreaks'], ctx);
    }
    if (!product.variantsEnabled) return;
    const variants = variantListSchema.safeParse(product.variants ?? []);
    if (!variants.success) {
      for (const issue of variants.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['variants', ...issue.path] });
      }
    } else if (variants.data.length === 0) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.noVariants, path: ['variants'] });
    } else {
      for (const [index, variant] of variants.data.entries()) {
        const path = ['variants', index, 'priceBreaks'];
        checkBreaksBelow(variant.priceBreaks, variant.price, path, ctx);
        if (typeof mrp !== 'number' || variant.price <= mrp) continue;
        ctx.addIssue({
          code: 'custom',
          message: PRODUCT_MESSAGES.variantPriceAboveMrp,
          path: ['variants', index, 'price'],
        });
      }
    }
  })
  .transform(({ variants, ...product }) => {
    const parsed = product.variantsEnabled ? variantListSchema.safeParse(variants ?? []) : null;
    return { ...product, variants: parsed?.success ? parsed.data : [] };
  });

export type ProductFormInput = z.output<typeof productFormSchema>;

/** A break at or above the price it discounts is marked on its own unit price. */
function checkBreaksBelow(
  breaks: readonly PriceBreak[] | undefined,
  price: number,
  path: (string | number)[],
  ctx: z.RefinementCtx,
) {
  const index = breakAtOrAboveSellingPrice(breaks ?? [], price);
  if (index < 0) return;
  ctx.addIssue({
    code: 'custom',
    message: PRICE_BREAK_MESSAGES.notBelowSellingPrice,
    path: [...path, index, 'unitPrice'],
  });
}

/** Image slot of the form: kept images plus new files, after removals. */
export function productImagesProblem(imageCount: number): string | null {
  if (imageCount === 0) return PRODUCT_MESSAGES.imageRequired;
  return imageCount > COUNT_LIMITS.productImages ? PRODUCT_MESSAGES.tooManyImages : null;
}
