import type { AdminCategory, AdminProduct } from '@labshop/domain/api/admin';
import { productFormSchema, productImagesProblem } from '@labshop/domain/validation/product-form';
import {
  PRODUCT_FORM_DEFAULTS,
  type PriceBreakFormRow,
  type ProductFormValues,
} from '@labshop/domain/validation/product-form-values';
import type { PriceBreak } from '@labshop/domain/price-breaks';
import { ghsFormValuesOf, ghsInputOf } from '@labshop/domain/chemicals/ghs-form';
import { fieldErrors } from '@labshop/domain/validation/field-errors';

export type ProductErrors = Record<string, string>;

/** The form's text values of a stored product (edit mode), or the spec's defaults. */
export function valuesOf(product: AdminProduct | null): ProductFormValues {
  if (!product) return PRODUCT_FORM_DEFAULTS;
  return {
    name: product.name,
    category: product.category,
    description: product.description,
    brand: product.brand,
    sku: product.sku,
    mrp: String(product.mrp),
    sellingPrice: String(product.sellingPrice),
    inStock: String(product.inStock),
    minProductAlert: String(product.minProductAlert),
    isFeatured: product.isFeatured,
    isPerishable: product.isPerishable,
    status: product.status,
    tags: product.tags.join(', '),
    hsnCode: product.hsnCode,
    gstRatePercent: String(product.gstRatePercent),
    casNumber: product.casNumber ?? '',
    formula: product.formula ?? '',
    grade: product.grade ?? '',
    purity: product.purity ?? '',
    ghs: ghsFormValuesOf(product.ghs),
    deliveryOptions: {
      type: product.deliveryOptions.type,
      charge: String(product.deliveryOptions.charge),
    },
    deliveryTimeEstimate: String(product.deliveryTimeEstimate),
    variantsEnabled: product.variantsEnabled,
    variants: product.variants.map((variant) => ({
      _id: variant._id,
      name: variant.name,
      price: String(variant.price),
      stock: String(variant.stock),
      priceBreaks: priceBreakRowsOf(variant.priceBreaks),
    })),
    priceBreaks: priceBreakRowsOf(product.priceBreaks),
    specs: product.specs.map(({ key, value }) => ({ key, value })),
    attributes: Object.fromEntries(
      (product.attributes ?? []).map(({ key, value }) => [
        key,
        typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value),
      ]),
    ),
  };
}

function priceBreakRowsOf(breaks: readonly PriceBreak[] | undefined): PriceBreakFormRow[] {
  return (breaks ?? []).map((row) => ({
    minQuantity: String(row.minQuantity),
    unitPrice: String(row.unitPrice),
  }));
}

/** The same rules the server applies, so most mistakes show before anything is sent. */
export function checkProduct(values: ProductFormValues, imageCount: number): ProductErrors {
  // Attribute values are checked by the server against the category's attributes.
  const result = productFormSchema.safeParse({ ...values, attributes: undefined });
  const errors = result.success ? {} : fieldErrors(result.error);
  const imageProblem = productImagesProblem(imageCount);
  if (imageProblem) errors.image = imageProblem;
  return errors;
}

type GstValues = Pick<ProductFormValues, 'hsnCode' | 'gstRatePercent'>;

function gstOf(category: AdminCategory | undefined): GstValues | null {
  if (category?.hsnCode === undefined || category.gstRatePercent === undefined) return null;
  return { hsnCode: category.hsnCode, gstRatePercent: String(category.gstRatePercent) };
}

/**
 * The GST fields after the admin picks another category: the new category's defaults, unless
 * the form holds values of the admin's own (neither blank nor the old category's defaults).
 */
export function gstAfterCategoryChange(
  values: ProductFormValues,
  categories: readonly AdminCategory[],
  nextCategoryId: string,
): GstValues {
  const kept = { hsnCode: values.hsnCode, gstRatePercent: values.gstRatePercent };
  const next = gstOf(categories.find((category) => category._id === nextCategoryId));
  if (!next) return kept;
  const before = gstOf(categories.find((category) => category._id === values.category));
  const isOwn =
    values.hsnCode.trim() !== '' &&
    (before === null ||
      before.hsnCode !== values.hsnCode.trim() ||
      before.gstRatePercent !== values.gstRatePercent);
  return isOwn ? kept : next;
}

/**
 * The multipart body of a save. `loaded` is the product as the edit form opened it: its
 * counts go along as inStockWas and stockWas, so the server moves stock by what the admin
 * changed and never undoes a sale or a reservation made while the form was open.
 */
export function toFormData(
  values: ProductFormValues,
  newFiles: readonly File[],
  removedImages: readonly string[],
  loaded: AdminProduct | null = null,
): FormData {
  const form = new FormData();
  const text = {
    name: values.name,
    category: values.category,
    description: values.description,
    brand: values.brand,
    sku: values.sku,
    mrp: values.mrp,
    sellingPrice: values.sellingPrice,
    inStock: values.inStock,
    minProductAlert: values.minProductAlert,
    isFeatured: values.isFeatured ? 'yes' : 'no',
    isPerishable: values.isPerishable ? 'yes' : 'no',
    status: values.status,
    deliveryTimeEstimate: values.deliveryTimeEstimate,
    hsnCode: values.hsnCode,
    gstRatePercent: values.gstRatePercent,
    casNumber: values.casNumber,
    formula: values.formula,
    grade: values.grade,
    purity: values.purity,
    variantsEnabled: values.variantsEnabled ? 'yes' : 'no',
  };
  for (const [name, value] of Object.entries(text)) form.append(name, value.trim());
  if (loaded) form.append('inStockWas', String(loaded.inStock));
  // Tags are typed comma-separated and sent as a list (docs/product/back-office.md).
  for (const tag of values.tags.split(',')) if (tag.trim()) form.append('tags', tag.trim());
  const { type, charge } = values.deliveryOptions;
  form.append('deliveryOptions', JSON.stringify({ type, charge: type === 'home' ? charge : '0' }));
  const variants = values.variantsEnabled ? values.variants : [];
  form.append(
    'variants',
    JSON.stringify(
      variants.map((variant) => {
        const was = loaded?.variants.find((stored) => stored._id === variant._id);
        return was ? { ...variant, stockWas: String(was.stock) } : variant;
      }),
    ),
  );
  form.append('specs', JSON.stringify(values.specs));
  form.append('priceBreaks', JSON.stringify(values.priceBreaks));
  // Blank inputs clear their value; the server checks each against its attribute.
  const attributes = Object.entries(values.attributes).map(([key, value]) => ({
    key,
    value: value.trim() === '' ? null : value.trim(),
  }));
  form.append('attributes', JSON.stringify(attributes));
  form.append('ghs', JSON.stringify(ghsInputOf(values.ghs)));
  form.append('removedImages', JSON.stringify(removedImages));
  for (const file of newFiles) form.append('images', file);
  return form;
}
