import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { loginAs } from './support/login-as.ts';
import { pngImage, send, uploadedFiles } from './support/admin-forms.ts';

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
