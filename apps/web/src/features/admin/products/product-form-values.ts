import type { AdminProduct } from '@labshop/domain/api/admin';
import {
  PRODUCT_FORM_DEFAULTS,
  productFormSchema,
  productImagesProblem,
  type ProductFormValues,
} from '@labshop/domain/validation/product-form';
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
    })),
    specs: product.specs.map(({ key, value }) => ({ key, value })),
  };
}

/** The same rules the server applies, so most mistakes show before anything is sent. */
export function checkProduct(values: ProductFormValues, imageCount: number): ProductErrors {
  const result = productFormSchema.safeParse(values);
  const errors = result.success ? {} : fieldErrors(result.error);
  const imageProblem = productImagesProblem(imageCount);
  if (imageProblem) errors.image = imageProblem;
  return errors;
}

export function toFormData(
  values: ProductFormValues,
  newFiles: readonly File[],
  removedImages: readonly string[],
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
    variantsEnabled: values.variantsEnabled ? 'yes' : 'no',
  };
  for (const [name, value] of Object.entries(text)) form.append(name, value.trim());
  // SPEC part 3: tags are typed comma-separated and sent as a list.
  for (const tag of values.tags.split(',')) if (tag.trim()) form.append('tags', tag.trim());
  const { type, charge } = values.deliveryOptions;
  form.append('deliveryOptions', JSON.stringify({ type, charge: type === 'home' ? charge : '0' }));
  form.append('variants', JSON.stringify(values.variantsEnabled ? values.variants : []));
  form.append('specs', JSON.stringify(values.specs));
  form.append('removedImages', JSON.stringify(removedImages));
  for (const file of newFiles) form.append('images', file);
  return form;
}
