import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './deps.ts';
import { registerImportJobs } from './modules/admin/imports/import-jobs.ts';
import { registerAccountJobs } from './modules/auth/account-jobs.ts';
import type { CheckoutContext } from './modules/checkout/context.ts';
import { registerOrderMailJob } from './modules/checkout/order-mail.ts';
import { registerPaymentJobs } from './modules/checkout/payment-jobs.ts';
import { registerRefundJobs } from './modules/payments/refunds/refund-jobs.ts';
import { registerBackInStockJob } from './modules/stock-alerts/mail-job.ts';
import { createPaymentGateway } from './platform/payments/create-gateway.ts';
import { registerMailJob } from './platform/mail/mail-queue.ts';
import { pruneCounters } from './platform/rate-counters.ts';

/**
 * Every job handler of the shop, registered in one place and not by the route plugins, so a
 * process's role decides who runs them: a `web` process registers them too (tests drive
 * runDue on any app) but never starts the queue, so it only enqueues; a `worker` process has
 * no routes but these and claims every kind.
 */
export function registerJobHandlers(deps: AppDeps, log: FastifyBaseLogger): void {
  const { jobs, db, config, mailer, storage } = deps;
  registerMailJob(jobs, mailer);
  registerAccountJobs(jobs, { db, config, mailer, log });
  registerImportJobs(jobs, { db, storage, log });
  registerBackInStockJob(deps);
  // The gateway keeps nothing in memory that the routes' one needs (the simulator's payments
  // and refunds are rows), so the jobs may have a gateway of their own.
  const checkout: CheckoutContext = {
    db,
    jobs,
    gateway: createPaymentGateway(config, db),
    config,
    mailer,
    log,
  };
  registerPaymentJobs(jobs, checkout);
  registerOrderMailJob(jobs, { db, mailer, storage });
  // Refunds go out through the same gateway, so they are registered with the same context.
  registerRefundJobs(jobs, checkout);
  jobs.housekeeping((now) => pruneCounters(db, now));
}
