import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createLoggedInUser, loginAs } from './support/login-as.ts';
import {
  addCategory,
  addProduct,
  pngImage,
  productFields,
  send,
  uploadedFiles,
} from './support/admin-forms.ts';

let t: TestApp;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, { role: 'admin' });
  categoryId = (await addCategory(t, admin, 'Analytical Instruments'))._id;
});
afterAll(() => t.close());

const png = async (field = 'images') => ({
  field,
  name: 'p.png',
  type: 'image/png',
  data: await pngImage(),
});

async function errorsFor(fields: Record<string, string | string[]>, withImage = true) {
  const res = await send(
    t,
    'POST',
    '/api/admin/add-product',
    admin,
    fields,
    withImage ? [await png()] : [],
  );
  expect(res.statusCode).toBe(400);
  return res.json().errors as Record<string, string>;
}

async function shopList() {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/products?categoryIds=${categoryId}`,
  });
  return res.json().products as { _id: string; name: string; sellingPrice: number }[];
}

async function adminList() {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/products',
    headers: { cookie: admin, origin: t.config.publicUrl },
  });
  return res.json();
}

describe('admin product validation', () => {
  it('answers "{field name} is required" for each blank field', async () => {
    const blank = Object.fromEntries(
      Object.entries(productFields(categoryId)).map(([key, value]) => [
        key,
        ['deliveryOptions', 'variants', 'isFeatured', 'status', 'variantsEnabled', 'tags'].includes(
          key,
        )
          ? value
          : '',
      ]),
    );
    expect(await errorsFor(blank)).toEqual({
      name: 'Name is required',
      category: 'Category is required',
      description: 'Description is required',
      brand: 'Brand is required',
      sku: 'SKU is required',
      mrp: 'MRP is required',
      sellingPrice: 'Selling Price is required',
      inStock: 'Stock is required',
      minProductAlert: 'Minimum Product Alert is required',
      deliveryTimeEstimate: 'Delivery Time Estimate is required',
      hsnCode: 'HSN Code is required',
      gstRatePercent: 'GST Rate is required',
    });
  });

  it('refuses negative numbers', async () => {
    expect(await errorsFor(productFields(categoryId, { inStock: '-1', mrp: '-2' }))).toEqual({
      inStock: 'Stock cannot be negative',
      mrp: 'MRP cannot be negative',
    });
  });

  it('refuses a selling price above MRP and bad variant rows', async () => {
    expect(
      await errorsFor(
        productFields(categoryId, {
          mrp: '100',
          sellingPrice: '150',
          variantsEnabled: 'yes',
          variants: JSON.stringify([{ name: 'Small', price: '-5', stock: '' }]),
        }),
      ),
    ).toEqual({
      sellingPrice: 'Selling Price cannot exceed MRP',
      'variants.0.price': 'Variant price cannot be negative',
      'variants.0.stock': 'Variant stock is required',
    });
  });

  it('refuses a variant priced above the product’s MRP, on that variant’s price', async () => {
    const variants = JSON.stringify([
      { name: 'Standard', price: '450000', stock: '2' },
      { name: 'With autosampler', price: '489000', stock: '1' },
    ]);
    const fields = { mrp: '450000', sellingPrice: '450000', variantsEnabled: 'yes', variants };
    const res = await send(
      t,
      'POST',
      '/api/admin/add-product',
      admin,
      productFields(categoryId, fields),
      [await png()],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Variant price cannot exceed MRP',
      errors: { 'variants.1.price': 'Variant price cannot exceed MRP' },
    });

    const product = await addProduct(
      t,
      admin,
      productFields(categoryId, { ...fields, variants: variants.replace('489000', '450000') }),
    );
    const update = await send(
      t,
      'PUT',
      `/api/admin/update-product/${product._id}`,
      admin,
      productFields(categoryId, { ...fields, variants }),
    );
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toEqual({
      'variants.1.price': 'Variant price cannot exceed MRP',
    });
  });

  it('needs at least one image and at most ten', async () => {
    expect(await errorsFor(productFields(categoryId), false)).toEqual({
      image: 'Image is required',
    });
    const eleven = await Promise.all(Array.from({ length: 11 }, () => png()));
    const res = await send(
      t,
      'POST',
      '/api/admin/add-product',
      admin,
      productFields(categoryId),
      eleven,
    );
    expect(res.statusCode).toBe(413);
  });

  it('refuses an unknown category and a taken SKU, storing no image', async () => {
    const before = uploadedFiles(t);
    expect(await errorsFor(productFields('00000000-0000-4000-8000-000000000000'))).toEqual({
      category: 'Choose a category from the list',
    });
    expect(uploadedFiles(t)).toEqual(before);

    await addProduct(t, admin, productFields(categoryId, { sku: 'DUP-1' }));
    const files = uploadedFiles(t);
    const res = await send(
      t,
      'POST',
      '/api/admin/add-product',
      admin,
      productFields(categoryId, { sku: 'DUP-1' }),
      [await png()],
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'SKU already exists',
      errors: { sku: 'SKU already exists' },
    });
    expect(uploadedFiles(t)).toEqual(files);
  });
});

describe('admin product lifecycle', () => {
  it('adds a product with two variants and two images that the shop shows at once', async () => {
    await shopList(); // cached now
    const product = await addProduct(
      t,
      admin,
      productFields(categoryId, {
        name: 'Micro Centrifuge',
        mrp: '13000',
        tags: ['lab', 'spin'],
        variantsEnabled: 'yes',
        variants: JSON.stringify([
          { name: '110 V', price: '12000', stock: '3' },
          { name: '230 V', price: '12500', stock: '4' },
        ]),
      }),
      2,
    );
    expect(product.images).toHaveLength(2);
    expect(product).toMatchObject({
      inStock: 7,
      tags: ['lab', 'spin'],
      variants: [
        { name: '110 V', price: 12000, stock: 3 },
        { name: '230 V', price: 12500, stock: 4 },
      ],
      deliveryOptions: { type: 'home', charge: 50 },
      hsnCode: '9027',
      gstRatePercent: 18,
    });
    expect((await shopList()).map((p) => p.name)).toContain('Micro Centrifuge');

    // Edit: a new price, one image removed and one added, one variant renamed and one dropped.
    const [kept, removed] = product.images as [string, string];
    const res = await send(
      t,
      'PUT',
      `/api/admin/update-product/${product._id}`,
      admin,
      productFields(categoryId, {
        name: 'Micro Centrifuge',
        sku: 'MC-1',
        mrp: '13000',
        sellingPrice: '3499',
        hsnCode: '90278010',
        gstRatePercent: '12',
        variantsEnabled: 'yes',
        variants: JSON.stringify([
          { _id: product.variants[0]!._id, name: '110 V EU', price: '11000', stock: '2' },
        ]),
        removedImages: JSON.stringify([removed]),
      }),
      [await png()],
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json().product;
    expect(updated).toMatchObject({ sellingPrice: 3499, hsnCode: '90278010', gstRatePercent: 12 });
    expect(updated.images).toHaveLength(2);
    expect(updated.images[0]).toBe(kept);
    expect(updated.variants).toEqual([
      {
        _id: product.variants[0]!._id,
        name: '110 V EU',
        price: 11000,
        reserved: 0,
        stock: 2,
        priceBreaks: [],
      },
    ]);
    expect(uploadedFiles(t)).not.toContain(removed.replace('/uploads/', ''));
    expect((await shopList()).find((p) => p._id === product._id)?.sellingPrice).toBe(3499);
  });

  it('counts products below their minimum alert as low stock', async () => {
    const before = (await adminList()).lowStockCount as number;
    const low = await addProduct(
      t,
      admin,
      productFields(categoryId, { inStock: '1', minProductAlert: '5' }),
    );
    const after = await adminList();
    expect(after.lowStockCount).toBe(before + 1);
    expect(after.products.find((p: { _id: string }) => p._id === low._id).isLowStock).toBe(true);
  });

  it('deletes a product: gone from the shop, its images removed, old orders keep their line', async () => {
    const product = await addProduct(t, admin, productFields(categoryId, { name: 'Old Burette' }));
    const buyer = await createLoggedInUser(t);
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: buyer.userId,
        transactionId: `T${Date.now()}`,
        subtotalPaise: 100,
        totalAmountPaise: 100,
        deliveryAddress: {
          street: '1 Road',
          city: 'Chennai',
          state: 'Tamil Nadu',
          zipcode: '600001',
          landmark: 'Park',
          addressType: 'Home',
        },
      })
      .returning({ id: orders.id });
    await t.db.insert(orderLines).values({
      orderId: order!.id,
      productId: product._id,
      productName: 'Old Burette',
      quantity: 1,
      unitPricePaise: 100,
      deliveryType: 'pickup',
      amountPaidPaise: 100,
    });

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-product/${product._id}`,
      headers: { cookie: admin, origin: t.config.publicUrl },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Product deleted successfully!');
    expect((await shopList()).map((p) => p._id)).not.toContain(product._id);
    expect(uploadedFiles(t)).not.toContain(product.images[0]!.replace('/uploads/', ''));
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(line).toMatchObject({ productId: null, productName: 'Old Burette' });

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-product/${product._id}`,
      headers: { cookie: admin, origin: t.config.publicUrl },
    });
    expect(again.statusCode).toBe(404);
  });
});
