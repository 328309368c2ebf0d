// Playwright demands a default export from its config file; eslint.config.js allows it for config files only.
// The run is started by scripts/run-e2e.mjs, which starts the server and passes its address and Chromium's path.
import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  // The shared specs, and each section's own browser specs beside its pages.
  testDir: '.',
  testMatch: ['e2e/**/*.spec.ts', 'src/sections/**/*.spec.ts'],
  // The two-instance spec needs two servers behind a proxy (scripts/two-instances.mjs sets E2E_INSTANCES): it runs
  // there alone, and the one-server runs leave it out.
  ...(process.env.E2E_INSTANCES
    ? { testMatch: ['e2e/two-instances.spec.ts'] }
    : { testIgnore: ['e2e/two-instances.spec.ts'] }),
  outputDir: '../../test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080',
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
