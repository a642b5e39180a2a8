import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'labshop-config-'));

describe('loadConfig', () => {
  it('starts with no variables at all, using the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    expect(config.paymentProvider).toBe('simulator');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_PROVIDER/,
    );
  });

  it('refuses an admin email without a password', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.in' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
  });

  it('serves the web build WEB_DIST names, resolved from the working folder, or the default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webDist).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), WEB_DIST: 'apps/web/dist-react' }).webDist).toBe(
      path.resolve('apps/web/dist-react'),
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('prints the demo company in Chennai as the seller unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).seller).toEqual({
      legalName: 'LabShop Scientific Pvt. Ltd.',
      address: '12 Industrial Estate, Guindy, Chennai 600032, Tamil Nadu, India',
      gstin: '33AABCL4821K1ZN',
      stateCode: '33',
    });
  });

  it('takes the seller from SELLER_* variables, upper-casing the GSTIN', () => {
    const seller = loadConfig({
      DATA_DIR: dataDir(),
      SELLER_LEGAL_NAME: 'Bangalore Lab Supplies LLP',
      SELLER_ADDRESS: '4 Peenya Industrial Area, Bengaluru 560058, Karnataka, India',
      SELLER_GSTIN: '29aagcb7383j1z4',
      SELLER_STATE_CODE: '29',
    }).seller;
    expect(seller).toMatchObject({ gstin: '29AAGCB7383J1Z4', stateCode: '29' });
  });

  it('refuses a seller GSTIN that fails its checksum, or of another state', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), SELLER_GSTIN: '33AABCL4821K1ZM' })).toThrow(
      /SELLER_GSTIN/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SELLER_STATE_CODE: '25' })).toThrow(
      /SELLER_STATE_CODE/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SELLER_GSTIN: '29AAGCB7383J1Z4' })).toThrow(
      /SELLER_GSTIN must begin with SELLER_STATE_CODE/,
    );
  });
});

describe('test-only defaults on a real shop', () => {
  const phonepe = {
    PAYMENT_PROVIDER: 'phonepe',
    PHONEPE_CLIENT_ID: 'id',
    PHONEPE_CLIENT_SECRET: 'secret',
    PHONEPE_CLIENT_VERSION: '1',
  };
  const realSeller = { SELLER_GSTIN: '29AAGCB7383J1Z4', SELLER_STATE_CODE: '29' };
  const real = { ...phonepe, ...realSeller, SEED_DEMO: '0' };
  const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: dataDir(), ...env });

  it('starts with every default on localhost, 127.x and [::1]', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(load({ PUBLIC_URL: url })().paymentProvider).toBe('simulator');
    }
  });

  it('refuses the simulator under NODE_ENV=production, naming PAYMENT_PROVIDER', () => {
    const start = load({ ...realSeller, SEED_DEMO: '0', NODE_ENV: 'production' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/NODE_ENV=production[^]*PAYMENT_PROVIDER is the simulator/);
    expect(start).not.toThrow(/SELLER_GSTIN|SEED_DEMO/);
  });

  it('refuses the simulator when PUBLIC_URL is not a localhost address', () => {
    for (const url of [
      'https://shop.example.in',
      'http://192.168.1.20:3000',
      'http://127.example',
    ]) {
      const start = load({ ...realSeller, SEED_DEMO: '0', PUBLIC_URL: url });
      expect(start).toThrow(/is not localhost[^]*PAYMENT_PROVIDER is the simulator/);
    }
  });

  it('refuses the demo GSTIN on invoices, naming SELLER_GSTIN', () => {
    const start = load({ ...phonepe, SEED_DEMO: '0', NODE_ENV: 'production' });
    expect(start).toThrow(/SELLER_GSTIN is the demo company/);
    expect(start).not.toThrow(/PAYMENT_PROVIDER|SEED_DEMO/);
  });

  it('refuses the demo seed, naming SEED_DEMO, also when it is left at its default', () => {
    expect(load({ ...phonepe, ...realSeller, PUBLIC_URL: 'https://shop.example.in' })).toThrow(
      /SEED_DEMO=1/,
    );
    expect(load({ ...real, SEED_DEMO: '1', NODE_ENV: 'production' })).toThrow(/SEED_DEMO=1/);
  });

  it('starts a real configuration, and a test shop that says ALLOW_TEST_PAYMENTS=1', () => {
    expect(load({ ...real, NODE_ENV: 'production' })().paymentProvider).toBe('phonepe');
    const testShop = load({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1' })();
    expect(testShop).toMatchObject({ paymentProvider: 'simulator', seedDemo: true });
    expect(load({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'yes' })).toThrow(
      /ALLOW_TEST_PAYMENTS/,
    );
  });
});
