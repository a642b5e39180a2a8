import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// E2E_BASE_URL points the tests at a server that is already running (e.g. `vite preview`).
const externalBaseUrl = process.env.E2E_BASE_URL;
// Workers load this file again; they inherit the port the runner picked through the environment.
process.env.LABSHOP_E2E_PORT ??= String(externalBaseUrl ? 0 : await findFreePort());
const port = Number(process.env.LABSHOP_E2E_PORT);
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;
const isRunner = !process.env.TEST_WORKER_INDEX;
// Workers inherit the data folder too: account tests read the codes the server leaves in its outbox.
if (!externalBaseUrl && isRunner) {
  process.env.LABSHOP_E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'labshop-e2e-'));
}
const dataDir = process.env.LABSHOP_E2E_DATA_DIR ?? '';
// The admin account the server makes at start (see e2e/support/accounts.ts).
const adminEmail = (process.env.LABSHOP_E2E_ADMIN_EMAIL ??= 'admin@labshop.test');
const adminPassword = (process.env.LABSHOP_E2E_ADMIN_PASSWORD ??= 'Admin@12345');

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: path.join(repoRoot, 'test-results'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--headless',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        // The seed fills the fresh DATA_DIR (demo catalog, shoppers with orders) before the
        // shop opens it; the embedded database allows one process at a time.
        command:
          'node --import tsx apps/api/test/support/e2e-seed.ts && node --import tsx apps/api/src/main.ts',
        cwd: repoRoot,
        url: `${baseURL}/api/health`,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED_DEMO: '1',
          PUBLIC_URL: baseURL,
          ADMIN_EMAIL: adminEmail,
          ADMIN_PASSWORD: adminPassword,
          // The test runner is the proxy in front of the shop (see signUpAndLogIn).
          TRUST_PROXY: '127.0.0.1',
        },
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
