import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { pageHeadFor } from '../modules/seo/page-head.ts';
import { SESSION_COOKIE } from '../modules/auth/session-plugin.ts';
import {
  initialDataFor,
  listingInitialData,
  withInitialData,
} from '../modules/seo/initial-data.ts';
import { landingListing, listingPreloads } from '../modules/seo/listing-preloads.ts';
import { loadPageScripts, withPreloads } from '../modules/seo/page-scripts.ts';
import { renderHead } from '../modules/seo/render-head.ts';

// The built web app: hashed assets cached for a year (a new build has new names), everything
// else revalidated; the build's .br and .gz twins sent to browsers that take them. Client-side
// routes get index.html, with the head of product and category pages written in by the server.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export async function registerWebApp(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
  webDist: string | false,
) {
  const hasWeb = webDist !== false && existsSync(path.join(webDist, 'index.html'));
  const assetsDir = webDist === false ? '' : `${path.join(webDist, 'assets')}${path.sep}`;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // `/` is a page like the others: sendPage writes its head (the first banner preloaded).
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  const indexHtml = hasWeb
    ? await readFile(path.join(webDist as string, 'index.html'), 'utf8')
    : '';
  const pageScripts = loadPageScripts(hasWeb ? webDist : false);

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, config.publicUrl);
    const isGuest = !request.cookies[SESSION_COOKIE];
    const [{ status, head }, landing, product] = await Promise.all([
      pageHeadFor(db, config.publicUrl, url),
      landingListing(db, url),
      initialDataFor(db, url, isGuest),
    ]);
    const images = listingPreloads(landing);
    const initial = product ?? listingInitialData(landing);
    const html = withInitialData(head ? renderHead(indexHtml, head) : indexHtml, initial);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(withPreloads(html, { scripts: pageScripts(url.pathname), images }));
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/uploads/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // Client-side routes (/product/…, /admin-manage-category …) are answered by the SPA.
    if (hasWeb && !isApi && wantsPage) return sendPage(request, reply);
    return reply.code(404).send({ message: 'Not found' });
  });
}
