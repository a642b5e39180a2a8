import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config, EnvConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { appSecrets } from './db/schema.ts';

const SECRET_NAME = 'session';

/**
 * The secret that signs cookies and keys one-time codes: SESSION_SECRET when set; otherwise
 * made once and kept with the data, so it survives restarts without set-up. On PostgreSQL
 * that is the database (every process and machine on it must agree, or a code mailed by one
 * fails on another); on the embedded database, a file in DATA_DIR. Needs migrated tables.
 */
export async function withSessionSecret(config: EnvConfig, database: Database): Promise<Config> {
  const sessionSecret =
    config.sessionSecret ??
    (database.kind === 'postgres'
      ? await sharedSecret(database.db)
      : readOrCreateSecretFile(config.dataDir));
  return { ...config, sessionSecret };
}

// Every process offers a fresh secret: the first insert wins (the others wait on its key,
// then do nothing) and all read the winner's.
async function sharedSecret(db: Database['db']): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('the session secret is missing from app_secrets');
  return row.value;
}

function readOrCreateSecretFile(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
