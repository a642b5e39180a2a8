import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { loginAs } from './support/login-as.ts';
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

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, { role: 'admin' });
});
afterAll(() => t.close());

const image = async () => [{ name: 'c.png', type: 'image/png', data: await pngImage() }];
const home = async () => (await t.app.inject({ method: 'GET', url: '/api/user/home' })).json();
const list = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/admin/categories', headers: { cookie: admin } })
  ).json().categories as { _id: string; name: string; status: string; productCount: number }[];

describe('admin categories', () => {
  it.each([
    [{ name: '', status: 'active' }, true, 'Please fill out all fields.'],
    [{ name: 'Balances', status: 'active' }, false, 'Please fill out all fields.'],
    [{ name: 'Ab', status: 'active' }, true, 'Name must contain at least 3 letters.'],
    [{ name: 'Lab  Safety', status: 'active' }, true, 'Name cannot contain consecutive spaces.'],
    [{ name: 'Balances', status: 'archived' }, true, 'Status must be active or inactive.'],
    [{ name: 'B'.repeat(81), status: 'active' }, true, 'Must be at most 80 characters.'],
  ])('refuses %o (with image: %s) with "%s"', async (fields, withImage, message) => {
    const res = await send(
      t,
      'POST',
      '/api/admin/categories',
      admin,
      fields,
      withImage ? await image() : [],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('adds a category the shop shows at once, and refuses the same name in other case', async () => {
    await home(); // the home page is now cached
    const category = await addCategory(t, admin, 'Centrifuges');
    expect(category.image).toMatch(/^\/uploads\/.+\.png$/);
    expect((await home()).categories.map((c: { name: string }) => c.name)).toContain('Centrifuges');

    const again = await send(
      t,
      'POST',
      '/api/admin/categories',
      admin,
      { name: 'CENTRIFUGES', status: 'active' },
      await image(),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A category with this name already exists.');
  });

  it('edits name and status without a new image, and replaces the image when one is sent', async () => {
    const category = await addCategory(t, admin, 'Heating');
    const renamed = await send(t, 'PUT', `/api/admin/categories/${category._id}`, admin, {
      name: 'Heating and Stirring',
      status: 'inactive',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().category).toMatchObject({
      name: 'Heating and Stirring',
      status: 'inactive',
      image: category.image,
    });
    expect((await home()).categories.map((c: { name: string }) => c.name)).not.toContain(
      'Heating and Stirring',
    );

    const withImage = await send(
      t,
      'PUT',
      `/api/admin/categories/${category._id}`,
      admin,
      { name: 'Heating and Stirring', status: 'active' },
      await image(),
    );
    const newImage = withImage.json().category.image as string;
    expect(newImage).not.toBe(category.image);
    const files = uploadedFiles(t);
    expect(files).not.toContain(category.image.replace('/uploads/', ''));
    expect(files).toContain(newImage.replace('/uploads/', ''));
  });

  it('refuses to delete a category with products, saying how many', async () => {
    const category = await addCategory(t, admin, 'Glassware');
    await addProduct(t, admin, productFields(category._id));
    await addProduct(t, admin, productFields(category._id));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${category._id}`,
      headers: { cookie: admin, origin: t.config.publicUrl },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This category still has 2 products. Move or delete them before deleting the category.',
    );
    expect((await list()).find((c) => c._id === category._id)?.productCount).toBe(2);
  });

  it('deletes an unused category and its image files', async () => {
    const category = await addCategory(t, admin, 'Balances');
    const name = category.image.replace('/uploads/', '');
    expect(uploadedFiles(t)).toContain(name);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${category._id}`,
      headers: { cookie: admin, origin: t.config.publicUrl },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Category deleted successfully!');
    expect(uploadedFiles(t)).not.toContain(name);
    expect(uploadedFiles(t)).not.toContain(name.replace('.png', '.card.webp'));
    expect((await list()).map((c) => c._id)).not.toContain(category._id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/categories/${id}`,
        headers: { cookie: admin, origin: t.config.publicUrl },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
