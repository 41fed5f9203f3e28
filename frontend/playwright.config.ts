import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the running product (scripts/e2e.mjs starts it with `npm start`'s
 * launcher and passes E2E_BASE_URL). Debian's Chromium: Playwright's own download is unreachable.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env['E2E_BASE_URL'] ?? 'http://localhost:3000',
    trace: 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
      ],
    },
  },
  outputDir: '../reports/e2e-artifacts',
});
