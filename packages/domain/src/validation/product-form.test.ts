import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { PRODUCT_MESSAGES, productFormSchema, productImagesProblem } from './product-form.ts';
import { PRODUCT_FORM_DEFAULTS } from './product-form-values.ts';

const filled = {
  ...PRODUCT_FORM_DEFAULTS,
  name: 'Digital pH Meter',
  category: 'c1',
  description: 'Bench-top meter',
  brand: 'Hanna',
  sku: 'PH-100',
  mrp: '4500',
  sellingPrice: '3999.50',
  inStock: '12',
  minProductAlert: '2',
  deliveryTimeEstimate: '5',
  hsnCode: '9027',
};

function errorsOf(input: unknown) {
  const result = productFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('product form', () => {
  it('reports every blank field as "{field name} is required"', () => {
    expect(
      errorsOf({ ...PRODUCT_FORM_DEFAULTS, deliveryOptions: { type: 'home', charge: '' } }),
    ).toEqual({
      name: 'Name is required',
      category: 'Category is required',
      description: 'Description is required',
      brand: 'Brand is required',
      sku: 'SKU is required',
      mrp: 'MRP is required',
      sellingPrice: 'Selling Price is required',
      inStock: 'Stock is required',
      minProductAlert: 'Minimum Product Alert is required',
      hsnCode: 'HSN Code is required',
      'deliveryOptions.charge': 'Delivery Charge is required',
      deliveryTimeEstimate: 'Delivery Time Estimate is required',
    });
  });

  it('takes a form without GST fields, leaving them for the category or the stored product', () => {
    const { hsnCode, gstRatePercent, ...specForm } = filled;
    void [hsnCode, gstRatePercent];
    const parsed = productFormSchema.parse(specForm);
    expect(parsed.hsnCode).toBeUndefined();
    expect(parsed.gstRatePercent).toBeUndefined();
    expect(productFormSchema.parse(filled)).toMatchObject({ hsnCode: '9027', gstRatePercent: 18 });
  });

  it('reports a cleared yes/no or status select as required', () => {
    expect(errorsOf({ ...filled, isFeatured: '', status: '' })).toEqual({
      isFeatured: 'Featured is required',
      status: 'Status is required',
    });
  });

  it('parses a filled form into numbers, booleans and a tag list', () => {
    expect(
      productFormSchema.parse({ ...filled, isFeatured: 'yes', tags: ' ph, , meter ,lab ' }),
    ).toEqual({
      name: 'Digital pH Meter',
      category: 'c1',
      description: 'Bench-top meter',
      brand: 'Hanna',
      sku: 'PH-100',
      mrp: 4500,
      sellingPrice: 3999.5,
      inStock: 12,
      minProductAlert: 2,
      isFeatured: true,
      isPerishable: false,
      status: 'active',
      tags: ['ph', 'meter', 'lab'],
      hsnCode: '9027',
      gstRatePercent: 18,
      // The form's blank chemical details: not a chemical.
      casNumber: null,
      formula: null,
      grade: null,
      purity: null,
      ghs: null,
      deliveryOptions: { type: 'home', charge: 0 },
      deliveryTimeEstimate: 5,
      variantsEnabled: false,
      variants: [],
      specs: [],
      // The form's empty quantity prices: none.
      priceBreaks: [],
      removedImages: [],
    });
  });

  it('leaves the perishable flag out when the key is missing, so an edit keeps the stored one', () => {
    const { isPerishable, ...fields } = filled;
    void isPerishable;
    expect(productFormSchema.parse(fields).isPerishable).toBeUndefined();
    expect(productFormSchema.parse({ ...fields, isPerishable: 'yes' }).isPerishable).toBe(true);
    expect(errorsOf({ ...fields, isPerishable: 'maybe' })).toEqual({
      isPerishable: 'Perishable is required',
    });
  });

  it('applies the spec defaults when the keys are missing', () => {
    const { isFeatured, status, deliveryOptions, variantsEnabled, variants, tags, ...fields } =
      filled;
    void [isFeatured, status, deliveryOptions, variantsEnabled, variants, tags];
    expect(productFormSchema.parse(fields)).toMatchObject({
      isFeatured: false,
      status: 'active',
      deliveryOptions: { type: 'home', charge: 0 },
      variantsEnabled: false,
      variants: [],
      tags: [],
    });
  });

  it('rejects a stock with decimals or below zero', () => {
    expect(errorsOf({ ...filled, inStock: '1.5' }).inStock).toBe('Stock must be a whole number');
    expect(errorsOf({ ...filled, inStock: '-1' }).inStock).toBe('Stock cannot be negative');
  });

  it('rejects money with more than 2 decimals or that is not a number', () => {
    expect(errorsOf({ ...filled, mrp: '10.999' }).mrp).toBe('MRP can have at most 2 decimals');
    expect(errorsOf({ ...filled, mrp: '1e3' }).mrp).toBe('MRP must be a number');
  });

  it('accepts numbers sent as JSON numbers', () => {
    expect(productFormSchema.parse({ ...filled, mrp: 4500, sellingPrice: 4500 }).sellingPrice).toBe(
      4500,
    );
  });

  it('rejects a selling price above MRP', () => {
    expect(errorsOf({ ...filled, mrp: '100', sellingPrice: '100.01' })).toEqual({
      sellingPrice: 'Selling Price cannot exceed MRP',
    });
    expect(PRODUCT_MESSAGES.sellingPriceAboveMrp).toBe('Selling Price cannot exceed MRP');
  });

  it('makes pickup free whatever charge was typed', () => {
    const parsed = productFormSchema.parse({
      ...filled,
      deliveryOptions: { type: 'pickup', charge: '' },
    });
    expect(parsed.deliveryOptions).toEqual({ type: 'pickup', charge: 0 });
  });

  it('reads deliveryOptions, variants and removedImages sent as JSON text by multipart', () => {
    const parsed = productFormSchema.parse({
      ...filled,
      variantsEnabled: 'true',
      deliveryOptions: JSON.stringify({ type: 'home', charge: 49 }),
      variants: JSON.stringify([{ name: '250 ml', price: 120, stock: 4 }]),
      removedImages: JSON.stringify(['/uploads/old.png']),
    });
    expect(parsed.deliveryOptions).toEqual({ type: 'home', charge: 49 });
    expect(parsed.variants).toEqual([{ name: '250 ml', price: 120, stock: 4 }]);
    expect(parsed.removedImages).toEqual(['/uploads/old.png']);
  });
});

describe('product variants', () => {
  it('reports blank variant fields per row', () => {
    expect(
      errorsOf({
        ...filled,
        variantsEnabled: true,
        variants: [{ name: '', price: '', stock: '' }],
      }),
    ).toEqual({
      'variants.0.name': 'Variant name is required',
      'variants.0.price': 'Variant price is required',
      'variants.0.stock': 'Variant stock is required',
    });
  });

  it('asks for at least one variant when variants are enabled', () => {
    expect(errorsOf({ ...filled, variantsEnabled: true, variants: [] })).toEqual({
      variants: PRODUCT_MESSAGES.noVariants,
    });
  });

  it('ignores leftover variant rows when variants are switched off', () => {
    const parsed = productFormSchema.parse({
      ...filled,
      variantsEnabled: false,
      variants: [{ name: '', price: 'x', stock: '' }],
    });
    expect(parsed.variants).toEqual([]);
  });

  it('refuses a variant priced above the product’s MRP, on that variant’s price field', () => {
    expect(
      errorsOf({
        ...filled,
        mrp: '450000',
        sellingPrice: '450000',
        variantsEnabled: true,
        variants: [
          { name: 'Standard', price: '450000', stock: '2' },
          { name: 'With autosampler', price: '489000', stock: '1' },
        ],
      }),
    ).toEqual({ 'variants.1.price': 'Variant price cannot exceed MRP' });
    expect(PRODUCT_MESSAGES.variantPriceAboveMrp).toBe('Variant price cannot exceed MRP');
  });

  it('reads the counts the form was loaded with, and leaves them out when not sent', () => {
    const parsed = productFormSchema.parse({
      ...filled,
      inStockWas: '10',
      variantsEnabled: true,
      variants: [
        { _id: 'v1', name: '500 ml', price: '99', stock: '3', stockWas: '5' },
        { name: '1 l', price: '99', stock: '2' },
      ],
    });
    expect(parsed.inStockWas).toBe(10);
    expect(parsed.variants.map((variant) => variant.stockWas)).toEqual([5, undefined]);
    expect(productFormSchema.parse(filled).inStockWas).toBeUndefined();
  });

  it('keeps the _id of an existing variant being edited', () => {
    const parsed = productFormSchema.parse({
      ...filled,
      variantsEnabled: true,
      variants: [{ _id: 'v1', name: '500 ml', price: '99.99', stock: '3' }],
    });
    expect(parsed.variants).toEqual([{ _id: 'v1', name: '500 ml', price: 99.99, stock: 3 }]);
  });
});

describe('product images', () => {
  it('needs at least one image', () => {
    expect(productImagesProblem(0)).toBe('Image is required');
    expect(productImagesProblem(1)).toBeNull();
  });
});

describe('product form bounds', () => {
  it('refuses texts and numbers past their limits', () => {
    expect(
      errorsOf({ ...filled, name: 'n'.repeat(201), sku: 's'.repeat(65), mrp: '100000000.01' }),
    ).toEqual({
      name: 'Must be at most 200 characters.',
      sku: 'Must be at most 64 characters.',
      mrp: 'MRP must be at most 10,00,00,000',
    });
  });

  it('takes a price of ₹3 crore, past what 32-bit paise could hold, to the paisa', () => {
    const parsed = productFormSchema.parse({
      ...filled,
      mrp: '30000000',
      sellingPrice: '29999999.99',
    });
    expect(parsed).toMatchObject({ mrp: 3_00_00_000, sellingPrice: 2_99_99_999.99 });
  });

  it('refuses more than 50 variants', () => {
    const variants = Array.from({ length: 51 }, (_, i) => ({ name: `v${i}`, price: 1, stock: 1 }));
    expect(
      errorsOf({ ...filled, variantsEnabled: 'yes', variants: JSON.stringify(variants) }),
    ).toEqual({ variants: 'Must have at most 50 items.' });
  });

  it('refuses more than 10 images', () => {
    expect(productImagesProblem(10)).toBeNull();
    expect(productImagesProblem(11)).toBe('At most 10 images are allowed');
  });
});
