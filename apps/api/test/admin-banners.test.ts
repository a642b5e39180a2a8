import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_MESSAGES } from '@labshop/domain/validation/banner';
import { products } from '../src/db/schema.ts';
import { invalidateCatalogCache } from '../src/modules/catalog/catalog-generations.ts';
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

interface Banner {
  _id: string;
  type: 'primary' | 'secondary';
  status: 'active' | 'inactive';
  position: number | null;
  image: string;
}

async function addBanner(type: string, status = 'active') {
  const res = await send(t, 'POST', '/api/admin/banners', admin, { type, status }, [
    { name: 'b.png', type: 'image/png', data: await pngImage(120, 40) },
  ]);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().banner as Banner;
}

async function banners(): Promise<Banner[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/banners',
    headers: { cookie: admin, origin: t.config.publicUrl },
  });
  return res.json().banners;
}

/** Ids of the active banners of a type in position order, after checking they are 1..n. */
async function order(type: 'primary' | 'secondary'): Promise<string[]> {
  const all = await banners();
  for (const banner of all) expect(banner.position === null).toBe(banner.status === 'inactive');
  const active = all
    .filter((b) => b.type === type && b.status === 'active')
    .sort((a, b) => a.position! - b.position!);
  expect(active.map((b) => b.position)).toEqual(active.map((_, i) => i + 1));
  return active.map((b) => b._id);
}

function move(id: string, position: number) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/update-banner/${id}`,
    headers: { cookie: admin, origin: t.config.publicUrl },
    payload: { position },
  });
}

function edit(id: string, fields: Record<string, string>) {
  return send(t, 'PUT', `/api/admin/update-banner/${id}`, admin, fields);
}

async function removeAll() {
  for (const banner of await banners()) {
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-banner/${banner._id}`,
      headers: { cookie: admin, origin: t.config.publicUrl },
    });
  }
}

describe('banner positions', () => {
  it('numbers active banners 1..n per type after every operation', async () => {
    const [a, b, c] = [
      await addBanner('primary'),
      await addBanner('primary'),
      await addBanner('primary'),
    ];
    const off = await addBanner('primary', 'inactive');
    const s = await addBanner('secondary');
    expect(off.position).toBeNull();
    expect(await order('primary')).toEqual([a!._id, b!._id, c!._id]);
    expect(await order('secondary')).toEqual([s._id]);

    // Move up swaps with the neighbour; the ends and inactive banners do not move.
    expect((await move(c!._id, 2)).statusCode).toBe(200);
    expect(await order('primary')).toEqual([a!._id, c!._id, b!._id]);
    const top = await move(a!._id, 0);
    expect(top.statusCode).toBe(400);
    const bottom = await move(b!._id, 4);
    expect(bottom.statusCode).toBe(400);
    expect(bottom.json().message).toBe('Position must be between 1 and 3.');
    const inactive = await move(off._id, 1);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe('Only active banners can be moved.');

    // Deactivating closes the gap; activating appends.
    expect((await edit(a!._id, { type: 'primary', status: 'inactive' })).statusCode).toBe(200);
    expect(await order('primary')).toEqual([c!._id, b!._id]);
    expect((await edit(off._id, { type: 'primary', status: 'active' })).statusCode).toBe(200);
    expect(await order('primary')).toEqual([c!._id, b!._id, off._id]);

    // Changing type appends to the other type and renumbers the old one.
    expect((await edit(c!._id, { type: 'secondary', status: 'active' })).statusCode).toBe(200);
    expect(await order('primary')).toEqual([b!._id, off._id]);
    expect(await order('secondary')).toEqual([s._id, c!._id]);

    // Deleting renumbers and removes the image.
    const file = s.image.replace('/uploads/', '');
    expect(uploadedFiles(t)).toContain(file);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-banner/${s._id}`,
      headers: { cookie: admin, origin: t.config.publicUrl },
    });
    expect(del.statusCode).toBe(200);
    expect(await order('secondary')).toEqual([c!._id]);
    expect(uploadedFiles(t)).not.toContain(file);
  });

  it('shows the change on the home page at once', async () => {
    await removeAll();
    const first = await addBanner('primary');
    await t.app.inject({ method: 'GET', url: '/api/user/home' });
    const second = await addBanner('primary');
    await move(second._id, 1);
    const home = (await t.app.inject({ method: 'GET', url: '/api/user/home' })).json();
    expect(home.primaryBanners.map((b: { _id: string }) => b._id)).toEqual([second._id, first._id]);
  });

  it('validates the form and the position', async () => {
    const [banner] = await banners();
    const noImage = await send(t, 'POST', '/api/admin/banners', admin, { type: 'primary' });
    expect(noImage.json().message).toBe('Please select an image.');
    const badType = await send(t, 'POST', '/api/admin/banners', admin, { type: 'hero' }, [
      { name: 'b.png', type: 'image/png', data: await pngImage() },
    ]);
    expect(badType.json().message).toBe('Banner type must be primary or secondary.');
    const badPosition = await move(banner!._id, 1.5);
    expect(badPosition.statusCode).toBe(400);
    expect(badPosition.json().message).toBe('Position must be a whole number of 1 or more.');
  });

  it('keeps 1..n when many moves run at the same time', async () => {
    await removeAll();
    for (let i = 0; i < 8; i++) await addBanner('primary');
    for (let round = 0; round < 5; round++) {
      // Every banner but the first moves up one place at once, each aiming at the place its
      // neighbour held when the caller looked, as several admins clicking together would.
      const seen = await order('primary');
      const moves = seen.slice(1).map((id, index) => move(id, index + 1));
      for (const res of await Promise.all(moves)) expect(res.statusCode).toBe(200);
      expect(await order('primary')).toHaveLength(8);
    }
  });

  it('keeps 1..n when many adds run at the same time', async () => {
    await removeAll();
    await Promise.all(Array.from({ length: 8 }, () => addBanner('primary')));
    expect(await order('primary')).toHaveLength(8);
  });
});

describe('banner text and links', () => {
  let categoryId: string;
  let productId: string;

  beforeAll(async () => {
    const category = await addCategory(t, admin, 'Pipettes');
    categoryId = category._id;
    const fields = productFields(categoryId, { name: 'Adjustable Pipette 10 µl' });
    productId = (await addProduct(t, admin, fields))._id;
  });

  async function addLinked(fields: Record<string, string>) {
    return send(t, 'POST', '/api/admin/banners', admin, { type: 'primary', ...fields }, [
      { name: 'b.png', type: 'image/png', data: await pngImage(120, 40) },
    ]);
  }

  async function homeBanner(id: string) {
    const home = (await t.app.inject({ method: 'GET', url: '/api/user/home' })).json();
    return [...home.primaryBanners, ...home.secondaryBanners].find(
      (b: { _id: string }) => b._id === id,
    ) as { headline: string; subtitle: string; href: string | null };
  }

  it('keeps headline and subtitle and links a category to its filter page', async () => {
    const res = await addLinked({
      headline: '  Pipettes week ',
      subtitle: 'Up to 20% off',
      linkType: 'category',
      linkTarget: categoryId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { banner } = res.json();
    expect(banner).toMatchObject({
      headline: 'Pipettes week',
      subtitle: 'Up to 20% off',
      linkType: 'category',
      linkTarget: categoryId,
      linkLabel: 'Pipettes',
    });
    expect(await homeBanner(banner._id)).toMatchObject({
      headline: 'Pipettes week',
      subtitle: 'Up to 20% off',
      href: '/filter?category=Pipettes',
    });
  });

  it('links a product to its page, and drops the link while the product is hidden', async () => {
    const res = await addLinked({ linkType: 'product', linkTarget: productId });
    expect(res.statusCode, res.body).toBe(201);
    const { banner } = res.json();
    expect(banner.linkLabel).toBe('Adjustable Pipette 10 µl');
    expect((await homeBanner(banner._id)).href).toBe(`/product/${productId}`);
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, productId));
    invalidateCatalogCache();
    expect((await homeBanner(banner._id)).href).toBeNull();
    await t.db.update(products).set({ status: 'active' }).where(eq(products.id, productId));
    invalidateCatalogCache();
  });

  it('links to an http(s) address or a path of the shop', async () => {
    for (const url of ['https://labshop.example/offers', '/filter?query=pipette']) {
      const res = await addLinked({ linkType: 'url', linkTarget: url });
      expect(res.statusCode, res.body).toBe(201);
      expect((await homeBanner(res.json().banner._id)).href).toBe(url);
    }
  });

  it('has no link by default, and an edit without text fields keeps text and link', async () => {
    const plain = (await addLinked({})).json().banner;
    expect(plain).toMatchObject({ headline: '', linkType: 'none', linkTarget: '' });
    expect((await homeBanner(plain._id)).href).toBeNull();

    const linked = (
      await addLinked({ headline: 'Kept', linkType: 'url', linkTarget: '/filter' })
    ).json().banner;
    expect((await edit(linked._id, { type: 'primary', status: 'active' })).statusCode).toBe(200);
    expect((await homeBanner(linked._id)).href).toBe('/filter');
    const cleared = await edit(linked._id, {
      type: 'primary',
      status: 'active',
      headline: 'Changed',
      linkType: 'none',
      linkTarget: '/ignored',
    });
    expect(cleared.json().banner).toMatchObject({
      headline: 'Changed',
      linkType: 'none',
      linkTarget: '',
    });
    expect((await homeBanner(linked._id)).href).toBeNull();
  });

  it('refuses links to missing targets, unsafe addresses and overlong text', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ linkType: 'category', linkTarget: '' }, 'linkTarget', BANNER_MESSAGES.categoryRequired],
      [
        { linkType: 'category', linkTarget: '00000000-0000-4000-8000-000000000000' },
        'linkTarget',
        BANNER_MESSAGES.categoryMissing,
      ],
      [{ linkType: 'product', linkTarget: 'abc' }, 'linkTarget', BANNER_MESSAGES.productRequired],
      [
        { linkType: 'product', linkTarget: '00000000-0000-4000-8000-000000000000' },
        'linkTarget',
        BANNER_MESSAGES.productMissing,
      ],
      [{ linkType: 'url', linkTarget: 'javascript:alert(1)' }, 'linkTarget', BANNER_MESSAGES.url],
      [{ linkType: 'url', linkTarget: '//evil.example/x' }, 'linkTarget', BANNER_MESSAGES.url],
      [{ linkType: 'url', linkTarget: 'ftp://files.example' }, 'linkTarget', BANNER_MESSAGES.url],
      [{ linkType: 'url', linkTarget: '' }, 'linkTarget', BANNER_MESSAGES.url],
      [{ linkType: 'page' }, 'linkType', BANNER_MESSAGES.linkType],
      [{ headline: 'h'.repeat(81) }, 'headline', BANNER_MESSAGES.headline],
      [{ subtitle: 's'.repeat(161) }, 'subtitle', BANNER_MESSAGES.subtitle],
      [
        { linkType: 'url', linkTarget: `/${'a'.repeat(500)}` },
        'linkTarget',
        BANNER_MESSAGES.linkTooLong,
      ],
    ];
    const before = (await banners()).length;
    for (const [fields, field, message] of cases) {
      const res = await addLinked(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors?.[field]).toBe(message);
    }
    expect(await banners()).toHaveLength(before);
  });
});
