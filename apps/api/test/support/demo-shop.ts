import { afterAll, beforeAll } from 'vitest';
import { seedDemoCatalog } from './demo-catalog.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The file's shop: a test app with the demo catalog, made before the file's tests and closed
 * after them. Called at the top of a file; its fields are there once the tests run.
 */
export function demoShopForFile(): TestApp {
  let shop: TestApp | undefined;
  beforeAll(async () => {
    shop = await createTestApp();
    await seedDemoCatalog(shop);
  }, 180_000);
  afterAll(() => shop?.close());
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!shop) throw new Error('The demo shop is made before the tests: read it inside one.');
      return Reflect.get(shop, key);
    },
  });
}
