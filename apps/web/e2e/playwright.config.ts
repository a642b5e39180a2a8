import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findFreePort, repoRoot, shopCommand, shopEnv } from './support/shop-server.ts';

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
// Debian's chromium-headless-shell is the same Chromium without the browser's own window and
// its WebUI renderers: on two cores the suite runs a fifth faster in it. The full browser is the
// fallback; E2E_CHROMIUM names another.
const chromiumPath =
  process.env.E2E_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));
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
    // Recording a trace costs the browser a quarter of the suite's time, failing or not, so it
    // is off unless asked for (E2E_TRACE=retain-on-failure); a failure still leaves its page's
    // accessibility snapshot and a screenshot in test-results/.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    // Shoppers who ask for less motion get no slide show and no pulsing skeletons; the suite
    // asks too, which spares two busy cores a tenth of their work. The carousel's own tests
    // (home-banners.spec.ts) ask for motion.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
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
        command: await shopCommand(),
        cwd: repoRoot,
        url: `${baseURL}/api/health`,
        env: shopEnv({
          port,
          dataDir,
          admin: { email: adminEmail, password: adminPassword },
        }),
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
