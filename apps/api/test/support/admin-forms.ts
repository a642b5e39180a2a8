import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestApp } from './test-app.ts';

export interface UploadFile {
  field?: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart body as a browser's FormData would send it, ready for app.inject. */
export async function multipart(
  fields: Record<string, string | string[]>,
  files: UploadFile[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files) {
    form.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.name,
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

export function pngImage(width = 40, height = 30, colour = '#0f766e'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export function jpegImage(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e2e8f0' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toBuffer();
}

/** A real JPEG of random pixels, which compresses badly: well over 1 MB. */
export function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

export function uploadedFiles(t: TestApp): string[] {
  try {
    return readdirSync(path.join(t.dataDir, 'uploads')).sort();
  } catch {
    return [];
  }
}

export async function send(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  cookie: string,
  fields: Record<string, string | string[]>,
  files: UploadFile[] = [],
) {
  const body = await multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, cookie } });
}

export async function addCategory(t: TestApp, cookie: string, name: string, status = 'active') {
  const res = await send(t, 'POST', '/api/admin/categories', cookie, { name, status }, [
    { name: 'c.png', type: 'image/png', data: await pngImage() },
  ]);
  if (res.statusCode !== 201) throw new Error(`category: ${res.body}`);
  return res.json().category as { _id: string; name: string; image: string };
}

export function productFields(
  categoryId: string,
  overrides: Record<string, string | string[]> = {},
) {
  return {
    name: 'Digital pH Meter',
    category: categoryId,
    description: 'Bench-top meter with automatic temperature compensation',
    brand: 'Hanna',
    sku: `PH-${Math.random().toString(36).slice(2, 10)}`,
    mrp: '4500',
    sellingPrice: '3999.50',
    inStock: '12',
    minProductAlert: '2',
    isFeatured: 'no',
    status: 'active',
    tags: 'ph,meter',
    hsnCode: '9027',
    gstRatePercent: '18',
    deliveryOptions: JSON.stringify({ type: 'home', charge: '50' }),
    deliveryTimeEstimate: '5',
    variantsEnabled: 'no',
    variants: '[]',
    ...overrides,
  };
}

export async function addProduct(
  t: TestApp,
  cookie: string,
  fields: Record<string, string | string[]>,
  imageCount = 1,
) {
  const files = await Promise.all(
    Array.from({ length: imageCount }, async (_, i) => ({
      field: 'images',
      name: `p${i}.png`,
      type: 'image/png',
      data: await pngImage(30 + i, 30),
    })),
  );
  const res = await send(t, 'POST', '/api/admin/add-product', cookie, fields, files);
  if (res.statusCode !== 201) throw new Error(`product: ${res.body}`);
  return res.json().product as {
    _id: string;
    images: string[];
    variants: { _id: string; name: string; price: number; stock: number }[];
  };
}
