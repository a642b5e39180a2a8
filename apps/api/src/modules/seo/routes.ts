import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { createCatalogCache } from '../catalog/catalog-cache.ts';
import { renderRobots, renderSitemap, sitemapEntries } from './sitemap.ts';

// The sitemap reads every visible product (up to 50,000): built once, then served from memory
// until the catalog changes, like the other catalog caches.
const cachedSitemap = createCatalogCache(1, 'sitemap');

export const seoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobots(config.publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await cachedSitemap(db, 'sitemap', async () =>
      renderSitemap(await sitemapEntries(db, config.publicUrl)),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
};
