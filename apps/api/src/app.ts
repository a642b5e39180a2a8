import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config, EnvConfig } from './config.ts';
import type { AppDeps } from './deps.ts';
import type { Database } from './db/client.ts';
import { errorHandler } from './error-handler.ts';
import { registerOverloadShedding } from './http/overload.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerJsonCompression } from './http/compress-json.ts';
import { registerWebApp } from './http/web-app.ts';
import { JSON_BODY_LIMIT, registerInputGuard } from './http/input-guard.ts';
import { loggerRedaction } from './http/log-redaction.ts';
import { registerSameOriginWrites } from './http/same-origin-writes.ts';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue.ts';
import { createPostgresChangeBus, localChangeBus } from './platform/notify/change-bus.ts';
import { shareCatalogInvalidation } from './modules/catalog/catalog-generations.ts';
import { shareSessionInvalidation } from './modules/auth/session-cache.ts';
import { shareCartInvalidation } from './modules/cart/cart-cache.ts';
import { databaseRateLimitStore } from './platform/rate-limit-store.ts';
import { countingMailer } from './platform/metrics/mail-metrics.ts';
import { registerMetrics } from './platform/metrics/metrics-endpoint.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { createSmsSender } from './platform/sms/create-sms-sender.ts';
import type { SmsSender } from './platform/sms/sms.ts';
import type { Storage } from './platform/storage/storage.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { registerUploads } from './http/uploads-route.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { registerModules } from './modules/register.ts';
import { registerJobHandlers } from './jobs.ts';
import { withSessionSecret } from './session-secret.ts';

export interface BuildAppOptions {
  config: EnvConfig;
  database: Database;
  storage?: Storage;
  mailer?: Mailer;
  sms?: SmsSender;
  /** The background job queue; by default one on `database`, started by main.ts. */
  jobs?: JobQueue;
  /** Where the built web app lives; tests of the API alone leave it out. */
  webDist?: string | false;
  logger?: boolean;
  /** Where log lines go instead of stdout (the logs test reads them). */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue: main.ts starts its worker, tests run due jobs with runDue(). */
    jobs: JobQueue;
  }
}

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { database } = options;
  const config = await withSessionSecret(options.config, database);
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    // JSON forms are a few KB; a route that takes more (the address book) sets its own limit.
    bodyLimit: JSON_BODY_LIMIT,
    // Ids in our URLs are short; a long URL is an attack or a mistake.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  registerInputGuard(app);
  registerSameOriginWrites(app, config);
  registerMetrics(app, config, database);

  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    storage: options.storage ?? (await createStorage(config)),
    mailer: countingMailer(options.mailer ?? createMailer(config, app.log)),
    sms: options.sms ?? createSmsSender(config, app.log),
    jobs: options.jobs ?? createJobQueue(database.db, app.log),
    changes:
      database.kind === 'postgres' && database.url
        ? createPostgresChangeBus(database.url, null, app.log)
        : localChangeBus,
  };
  shareCatalogInvalidation(deps.changes);
  shareSessionInvalidation(deps.changes);
  shareCartInvalidation(deps.changes);
  app.addHook('onClose', () => deps.changes.close());
  registerJobHandlers(deps, app.log);
  app.decorate('jobs', deps.jobs);
  // Jobs in hand finish before the database closes behind them.
  app.addHook('onClose', () => deps.jobs.stop());
  // A worker process runs the jobs and answers its health for the orchestrator, nothing else.
  if (config.role === 'worker') {
    await app.register(healthRoutes, deps);
    return app;
  }

  registerOverloadShedding(app, config, database.kind);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // /uploads redirects to S3_PUBLIC_URL when one is set; the browser must accept it.
        imgSrc: ["'self'", 'data:', 'blob:', ...publicImageOrigin(config)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  if (config.webOrigin) {
    await app.register(cors, { origin: config.webOrigin, credentials: true });
  }
  // JSON and pages over about a kilobyte go compressed; the build's static files already are.
  registerJsonCompression(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie, { secret: config.sessionSecret });
  // Counted in the database, so every API process on it enforces one limit per address.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'LabShop API',
        description: 'Storefront, accounts and back office of LabShop.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await registerModules(app, deps);
  await registerUploads(app, config, deps.storage);
  await registerWebApp(app, deps, options.webDist ?? defaultWebDist);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

function publicImageOrigin(config: Config): string[] {
  const publicUrl = config.storage.kind === 's3' ? config.storage.publicUrl : undefined;
  return publicUrl ? [new URL(publicUrl).origin] : [];
}

// A number of hops trusts that many proxies nearest to us, as proxy-addr counts them; never all.
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

// A person at a terminal reads lines; a log collector reads JSON.
function loggerOptions(config: Config, stream?: NodeJS.WritableStream) {
  if (stream) return { level: config.logLevel, stream, ...loggerRedaction };
  if (!process.stdout.isTTY) return { level: config.logLevel, ...loggerRedaction };
  return {
    level: config.logLevel,
    ...loggerRedaction,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' },
    },
  };
}
