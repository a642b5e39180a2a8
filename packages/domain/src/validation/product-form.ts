import { z } from 'zod';
import {
  ADMIN_LIMITS as LIMITS,
  DEFAULT_PRODUCT_DELIVERY_TYPE,
  DELIVERY_TYPES,
  STATUSES,
  type DeliveryType,
  type Status,
} from '../constants.ts';
import {
  FIELD_MESSAGES,
  choiceField,
  commaList,
  jsonText,
  numberField,
  parseNumber,
  textField,
  yesNoField,
} from './form-values.ts';
import { hsnCodeField, gstRateField } from '../gst/gst-rates.ts';

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
  status: 'Status',
  deliveryType: 'Delivery Type',
  deliveryCharge: 'Delivery Charge',
  deliveryTimeEstimate: 'Delivery Time Estimate',
  variantsEnabled: 'Variants',
  variantName: 'Variant name',
  variantPrice: 'Variant price',
  variantStock: 'Variant stock',
  image: 'Image',
} as const;

const LABELS = PRODUCT_FIELD_LABELS;

export const PRODUCT_MESSAGES = {
  // Our rule, not the spec's: a selling price above MRP would show a negative discount.
  sellingPriceAboveMrp: 'Selling Price cannot exceed MRP',
  noVariants: 'Add at least one variant',
  tooManyVariants: `At most ${LIMITS.variantsMax} variants are allowed`,
  tooManyImages: `At most ${LIMITS.productImagesMax} images are allowed`,
  imageRequired: FIELD_MESSAGES.required(LABELS.image),
} as const;

const variantSchema = z.object({
  _id: z.string().min(1).max(64).optional(),
  name: textField(LABELS.variantName, LIMITS.variantNameMax),
  price: numberField(LABELS.variantPrice, 'money', LIMITS.moneyMax),
  stock: numberField(LABELS.variantStock, 'count', LIMITS.stockMax),
});
const variantListSchema = jsonText(
  z.array(variantSchema).max(LIMITS.variantsMax, PRODUCT_MESSAGES.tooManyVariants),
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
      const parsed = parseNumber(charge ?? 0, LABELS.deliveryCharge, 'money', LIMITS.moneyMax);
      if (parsed.ok) return { type, charge: parsed.value };
      ctx.addIssue({ code: 'custom', message: parsed.message, path: ['charge'] });
      return z.NEVER;
    }),
).prefault({});

/**
 * Text fields of POST /api/admin/add-product and PUT /api/admin/update-product/{id}.
 * Prices are rupees (the API edge); the server turns them into paise.
 */
export const productFormSchema = z
  .object({
    name: textField(LABELS.name, LIMITS.productNameMax),
    category: textField(LABELS.category, 64),
    description: textField(LABELS.description, LIMITS.descriptionMax),
    brand: textField(LABELS.brand, LIMITS.brandMax),
    sku: textField(LABELS.sku, LIMITS.skuMax),
    mrp: numberField(LABELS.mrp, 'money', LIMITS.moneyMax),
    sellingPrice: numberField(LABELS.sellingPrice, 'money', LIMITS.moneyMax),
    inStock: numberField(LABELS.inStock, 'count', LIMITS.stockMax),
    minProductAlert: numberField(LABELS.minProductAlert, 'count', LIMITS.stockMax),
    isFeatured: yesNoField(LABELS.isFeatured, false),
    status: choiceField(LABELS.status, STATUSES, 'active'),
    tags: commaList('tags', { maxItems: LIMITS.tagsMax, maxLength: LIMITS.tagMax }),
    deliveryOptions: deliveryOptionsSchema,
    hsnCode: hsnCodeField(),
    gstRatePercent: gstRateField(),
    deliveryTimeEstimate: numberField(LABELS.deliveryTimeEstimate, 'count', LIMITS.deliveryDaysMax),
    variantsEnabled: yesNoField(LABELS.variantsEnabled, false),
    // Checked below only when enabled: rows left behind after switching variants off do not matter.
    variants: z.unknown().optional(),
    removedImages: jsonText(
      z.array(z.string().max(200)).max(LIMITS.productImagesMax, PRODUCT_MESSAGES.tooManyImages),
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
    if (!product.variantsEnabled) return;
    const variants = variantListSchema.safeParse(product.variants ?? []);
    if (!variants.success) {
      for (const issue of variants.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['variants', ...issue.path] });
      }
    } else if (variants.data.length === 0) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.noVariants, path: ['variants'] });
    }
  })
  .transform(({ variants, ...product }) => {
    const parsed = product.variantsEnabled ? variantListSchema.safeParse(variants ?? []) : null;
    return { ...product, variants: parsed?.success ? parsed.data : [] };
  });

export type ProductFormInput = z.output<typeof productFormSchema>;

/** Image slot of the form: kept images plus new files, after removals. */
export function productImagesProblem(imageCount: number): string | null {
  if (imageCount === 0) return PRODUCT_MESSAGES.imageRequired;
  return imageCount > LIMITS.productImagesMax ? PRODUCT_MESSAGES.tooManyImages : null;
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
  status: Status;
  tags: string;
  /** GST (issue 11): the HSN code and the slab in percent, both as the inputs hold them. */
  hsnCode: string;
  gstRatePercent: string;
  deliveryOptions: { type: DeliveryType; charge: string };
  deliveryTimeEstimate: string;
  variantsEnabled: boolean;
  variants: { _id?: string; name: string; price: string; stock: string }[];
}

/** SPEC part 3 form defaults. */
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
  status: 'active',
  tags: '',
  hsnCode: '',
  gstRatePercent: '18',
  deliveryOptions: { type: DEFAULT_PRODUCT_DELIVERY_TYPE, charge: '0' },
  deliveryTimeEstimate: '',
  variantsEnabled: false,
  variants: [],
};
