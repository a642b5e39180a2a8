import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { ChangeBus } from './platform/notify/change-bus.ts';
import type { SmsSender } from './platform/sms/sms.ts';
import type { Storage } from './platform/storage/storage.ts';

// What every module is given when it is registered. A module of its own, at the bottom of the
// import graph, so a module's routes can name it without importing the app that builds it.

export interface AppDeps {
  config: Config;
  database: Database;
  db: Database['db'];
  storage: Storage;
  mailer: Mailer;
  sms: SmsSender;
  /** Durable background work; modules register their job handlers on it. */
  jobs: JobQueue;
  /** Tells the other API processes on the same PostgreSQL what changed (cache drops). */
  changes: ChangeBus;
}
