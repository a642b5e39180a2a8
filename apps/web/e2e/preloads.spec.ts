import { expect, test } from './support/test.ts';

// The server reads the real build's manifest to preload a landing page's own chunk
// (apps/api/src/modules/seo/page-scripts.ts); this checks it against the build that ships.

async function preloadsOf(request: import('@playwright/test').APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.ok()).toBe(true);
  const html = await res.text();
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
}

test('a product and the filter page preload their own chunks, which the server has', async ({
  request,
}) => {
  const search = await request.get('/api/user/products/search?query=stirrer');
  const [first] = (await search.json()) as { _id: string }[];
  expect(first).toBeTruthy();
  const home = new Set(await preloadsOf(request, '/'));
  for (const url of [`/product/${first!._id}`, '/filter']) {
    const own = (await preloadsOf(request, url)).filter((file) => !home.has(file));
    expect(own.length, `${url} preloads a chunk of its own`).toBeGreaterThan(0);
    for (const file of own) {
      const chunk = await request.get(file);
      expect(chunk.status(), file).toBe(200);
      expect(chunk.headers()['content-type']).toContain('javascript');
    }
  }
});

test('the scripts a page starts with carry React Router’s production build, not its warnings', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(1);
  for (const file of scripts) {
    // One of the development build's warnings, which its production build leaves out.
    expect(await (await request.get(file)).text(), file).not.toContain(
      'You rendered descendant <Routes>',
    );
  }
});
