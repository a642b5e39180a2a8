// The one aggregate drizzle-kit and the client read; each area keeps its tables in schema/.
export * from './schema/users.ts';
export * from './schema/catalog.ts';
export * from './schema/shopping.ts';
export * from './schema/orders.ts';
export * from './schema/reviews.ts';
export * from './schema/marketing.ts';
export * from './schema/jobs.ts';
export * from './schema/invoices.ts';
export * from './schema/rate-counters.ts';
export * from './schema/app-secrets.ts';
export * from './schema/refunds.ts';
export * from './schema/admin.ts';
export * from './schema/attributes.ts';
export * from './schema/safety-data-sheets.ts';
export * from './schema/quotes.ts';
