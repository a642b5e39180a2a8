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
