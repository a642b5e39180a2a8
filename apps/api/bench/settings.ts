// The bench's settings, from the environment (run.ts lists them): npm swallows flags passed
// through two npm scripts.

export const settings = {
  products: wholeNumber('BENCH_PRODUCTS', '50000'),
  duration: wholeNumber('BENCH_DURATION', '10'),
  connections: wholeNumber('BENCH_CONNECTIONS', '20'),
  acceptEncoding: process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br',
  databaseUrl: process.env.BENCH_DATABASE_URL,
  template: process.env.BENCH_TEMPLATE_DATABASE || undefined,
  shopDir: process.env.BENCH_SHOP_DIR || undefined,
  shopCpuProfileDir: process.env.BENCH_SHOP_CPU_PROF || undefined,
  invoiceLoad: process.env.BENCH_INVOICE_LOAD === '1',
  invoices: wholeNumber('BENCH_INVOICES', '300'),
  rows: (process.env.BENCH_ROWS ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== ''),
};

function wholeNumber(name: string, fallback: string): number {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} needs a whole number`);
  return value;
}
