// Defaults that make `npm start` a working demo on one's own machine, and a liability on a
// real shop: a payment page whose Pay takes no money, a made-up GSTIN on tax invoices, and a
// demo catalog of things nobody stocks.

/** The settings the guard reads (config.ts's Env has them all). */
export interface GuardedEnv {
  ALLOW_TEST_PAYMENTS: '0' | '1';
  NODE_ENV?: string;
  PAYMENT_PROVIDER: 'simulator' | 'phonepe';
  SEED_DEMO: '0' | '1';
  SELLER_GSTIN: string;
}

/** localhost, 127.x.x.x and [::1]: the shop is on this machine, for its own developer. */
export function isLocalhostUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Why this configuration must not start, or null. A shop in production (NODE_ENV=production)
 * or reachable by others (PUBLIC_URL not localhost) may not keep a test-only default unless
 * ALLOW_TEST_PAYMENTS=1 says it is a test shop on purpose.
 */
export function testOnlyDefaultsRefusal(
  env: GuardedEnv,
  publicUrl: string,
  demoGstin: string,
): string | null {
  if (env.ALLOW_TEST_PAYMENTS === '1') return null;
  const isProduction = env.NODE_ENV === 'production';
  if (!isProduction && isLocalhostUrl(publicUrl)) return null;
  const found: string[] = [];
  if (env.PAYMENT_PROVIDER === 'simulator') {
    found.push(
      'PAYMENT_PROVIDER is the simulator, a test gateway whose Pay button takes no money: set PAYMENT_PROVIDER=phonepe with its credentials',
    );
  }
  if (env.SELLER_GSTIN === demoGstin) {
    found.push(
      "SELLER_GSTIN is the demo company's made-up GSTIN: set the shop's own (and SELLER_STATE_CODE)",
    );
  }
  if (env.SEED_DEMO === '1') {
    found.push(
      'SEED_DEMO=1 (the default) fills an empty database with the demo catalog: set SEED_DEMO=0',
    );
  }
  if (found.length === 0) return null;
  const why = isProduction ? 'NODE_ENV=production' : `PUBLIC_URL ${publicUrl} is not localhost`;
  return (
    `Invalid configuration: ${why}, so test-only defaults are refused:\n` +
    found.map((line) => `  ${line}\n`).join('') +
    '  (ALLOW_TEST_PAYMENTS=1 allows them, for a test shop only)'
  );
}
