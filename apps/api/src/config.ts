import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { COMPANY_LEGAL_NAME, REGISTERED_OFFICE_ADDRESS } from '@labshop/domain/constants';
import { gstinStateCode, isValidGstin, normaliseGstin } from '@labshop/domain/gst/gstin';
import { isGstStateCode } from '@labshop/domain/gst/states';
import { testOnlyDefaultsRefusal } from './production-guard.ts';

// A made-up but well-formed GSTIN for the demo company in Tamil Nadu (33); set the real one.
export const DEMO_SELLER_GSTIN = '33AABCL4821K1ZN';
export const DEMO_SELLER_STATE_CODE = '33';

// Every environment variable of ARCHITECTURE.md, parsed once; a bad value stops the start
// with a message naming the variable instead of failing later somewhere deep.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(1).default('LabShop <no-reply@labshop.in>'),
  SMS_WEBHOOK_URL: z.url().optional(),
  PAYMENT_PROVIDER: z.enum(['simulator', 'phonepe']).default('simulator'),
  PHONEPE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  PHONEPE_BASE_URL: z.url().optional(),
  PHONEPE_AUTH_URL: z.url().optional(),
  PHONEPE_CLIENT_ID: z.string().optional(),
  PHONEPE_CLIENT_SECRET: z.string().optional(),
  PHONEPE_CLIENT_VERSION: z.string().optional(),
  PHONEPE_WEBHOOK_USERNAME: z.string().optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().optional(),
  // How long the simulator keeps a refund pending before it completes by itself.
  SIMULATOR_REFUND_SECONDS: z.coerce.number().int().min(0).max(86_400).default(10),
  WEB_ORIGIN: z.url().optional(),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (value) =>
        /^[0-9]{1,2}$/.test(value) || value.split(',').every((p) => isAddressOrCidr(p.trim())),
      'must be a number of proxy hops (1) or a comma list of trusted addresses or CIDRs, never "true"',
    )
    .default('0'),
  NODE_ENV: z.string().optional(),
  ALLOW_TEST_PAYMENTS: z.enum(['0', '1']).default('0'),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(10).max(60_000).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{24,512}$/, 'must be 24 to 512 printable characters without spaces')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SELLER_LEGAL_NAME: z.string().trim().min(1).max(200).default(COMPANY_LEGAL_NAME),
  SELLER_ADDRESS: z.string().trim().min(1).max(500).default(REGISTERED_OFFICE_ADDRESS),
  SELLER_GSTIN: z
    .string()
    .transform(normaliseGstin)
    .refine(isValidGstin, 'must be a valid GSTIN: 15 characters ending in a good check character')
    .default(DEMO_SELLER_GSTIN),
  SELLER_STATE_CODE: z
    .string()
    .refine(isGstStateCode, 'must be a two-digit GST state code, such as 33 for Tamil Nadu')
    .default(DEMO_SELLER_STATE_CODE),
  // Where uploaded pictures live: the local DATA_DIR/uploads folder, or an S3-compatible bucket
  // that every machine shares (checked together in storageOf below).
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().trim().min(1).max(64).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 of a-z 0-9 . -')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  S3_PUBLIC_URL: z.url().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** Signs cookies and keys one-time codes: SESSION_SECRET, or one kept with the data. */
  sessionSecret: string;
  admin?: { email: string; password: string };
  seedDemo: boolean;
  smtpUrl?: string;
  mailFrom: string;
  smsWebhookUrl?: string;
  paymentProvider: 'simulator' | 'phonepe';
  webOrigin?: string;
  /** The web build to serve: apps/web/dist unless WEB_DIST names another (the React build's). */
  webDist?: string;
  /**
   * Which proxies' X-Forwarded-For/-Proto to believe: a number of hops or a list of addresses,
   * never every hop (a client can write that header itself).
   */
  trustProxy: false | number | string[];
  logLevel: Env['LOG_LEVEL'];
  /** The supplier printed on GST invoices and credit notes. */
  seller: Seller;
  /** API processes `npm start` runs on one port (PostgreSQL only). */
  workers: number;
  /**
   * What this process does: `web` answers HTTP and never claims jobs, `worker` claims jobs and
   * answers only /api/health, `all` (one process on its own) does both.
   */
  role: 'web' | 'worker' | 'all';
  /** How long a stopping process lets requests and jobs in hand finish (SIGTERM). */
  shutdownGraceMs: number;
  /**
   * Past this event-loop delay the server sheds new requests with 503 instead of queueing
   * them; unset means 1000 ms on PostgreSQL and no shedding on the embedded database.
   */
  maxEventLoopDelayMs: number | undefined;
  /** Where uploaded pictures live (STORAGE); s3 is shared by every machine. */
  storage: StorageConfig;
  /**
   * Where GET /metrics answers: a listener of its own at `port` (on HOST), or the public port
   * with `token` as a bearer token; with neither it is a 404.
   */
  metrics: { port?: number; token?: string };
  env: Env;
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      endpoint?: string;
      region: string;
      bucket: string;
      credentials?: { accessKeyId: string; secretAccessKey: string };
      forcePathStyle: boolean;
      /** Set: /uploads/<name> redirects there; unset: the shop streams the object itself. */
      publicUrl?: string;
    };

/**
 * What the environment alone tells. Without SESSION_SECRET the secret is kept with the data,
 * so it is read once the database is open and migrated (withSessionSecret, session-secret.ts).
 */
export type EnvConfig = Omit<Config, 'sessionSecret'> & { sessionSecret?: string };

export interface Seller {
  legalName: string;
  address: string;
  gstin: string;
  /** Two-digit GST state code of the registration; supplies elsewhere are inter-state. */
  stateCode: string;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): EnvConfig {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  if (
    env.PAYMENT_PROVIDER === 'phonepe' &&
    !(env.PHONEPE_CLIENT_ID && env.PHONEPE_CLIENT_SECRET && env.PHONEPE_CLIENT_VERSION)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER=phonepe needs PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET and PHONEPE_CLIENT_VERSION',
    );
  }
  if (gstinStateCode(env.SELLER_GSTIN) !== env.SELLER_STATE_CODE) {
    throw new ConfigError(
      'Invalid configuration:\n  SELLER_GSTIN must begin with SELLER_STATE_CODE, the state it is registered in',
    );
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT must differ from PORT: metrics never answer on the public port by port alone',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const refusal = testOnlyDefaultsRefusal(env, publicUrl, DEMO_SELLER_GSTIN);
  if (refusal) throw new ConfigError(refusal);
  const dataDir = path.resolve(env.DATA_DIR);
  const storage = storageOf(env);
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    seedDemo: env.SEED_DEMO === '1',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    smsWebhookUrl: env.SMS_WEBHOOK_URL,
    paymentProvider: env.PAYMENT_PROVIDER,
    webOrigin: env.WEB_ORIGIN?.replace(/\/$/, ''),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    workers: env.WORKERS,
    role: env.ROLE,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    storage,
    metrics: { port: env.METRICS_PORT, token: env.METRICS_TOKEN },
    seller: {
      legalName: env.SELLER_LEGAL_NAME,
      address: env.SELLER_ADDRESS,
      gstin: env.SELLER_GSTIN,
      stateCode: env.SELLER_STATE_CODE,
    },
    env,
  };
}

function storageOf(env: Env): StorageConfig {
  if (env.STORAGE === 'local') return { kind: 'local' };
  const missing = (['S3_REGION', 'S3_BUCKET'] as const).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  STORAGE=s3 needs ${missing.join(' and ')}`);
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset to use the instance role)',
    );
  }
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION!,
    bucket: env.S3_BUCKET!,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, ''),
  };
}

function isAddressOrCidr(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^[0-9]{1,3}$/.test(bits) && Number(bits) <= max;
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (/^[0-9]+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(',').map((part) => part.trim());
}
