// The yardstick of `npm run bench`: a bare Fastify route answering a fixed 4 KB JSON body,
// run in a process of its own, so "% of bare" says what the shop costs over Fastify itself
// on this machine at this moment. No plugins, no schema: the body is serialised with
// JSON.stringify on every request, as a route without a response schema does.
import Fastify from 'fastify';

export const BARE_PATH = '/bare';

/** About 4 KB of JSON shaped like a page of product cards. */
export function bareBody() {
  return {
    products: Array.from({ length: 20 }, (_, i) => ({
      _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `Borosil Digital Beaker ${100 + i}`,
      brand: 'Borosil',
      images: [`/uploads/product-${i}.webp`],
      mrp: 1250.5 + i,
      sellingPrice: 999 + i,
      averageRating: 4.3,
      inStock: 40 + i,
    })),
    total: 20,
  };
}

async function main() {
  const body = bareBody();
  const app = Fastify({ logger: false });
  app.get(BARE_PATH, async () => body);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The bench reads this line to learn the port.
  console.log(`listening ${address}`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
