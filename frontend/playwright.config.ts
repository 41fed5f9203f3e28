import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the running product (scripts/e2e.mjs starts it with `npm start`'s
 * launcher and passes E2E_BASE_URL). Debian's Chromium: Playwright's own download is unreachable.
 */
/**
 * The spec files that sign the seeded administrator in: one account, whose second-factor steps
 * (each accepted once) and login count (the donation prompt) the journeys share, so one at a time.
 */
const ADMIN_SPECS = ['account-security.spec.ts', 'admin.spec.ts', 'journey.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  // Two spec files at a time (each journey signs up its own users), the tests of a file in order.
  fullyParallel: false,
  workers: 2,
  // The admin's files first, on one worker, the other journeys beside them and after them: the
  // admin's are the longest, and last they would run alone.
  projects: [
    { name: 'admin', testMatch: ADMIN_SPECS, workers: 1 },
    { name: 'journeys', testIgnore: ADMIN_SPECS },
  ],
  retries: 0,
  forbidOnly: true,
  // Two journeys share the machine's two cores with the stack: the longest take about twice
  // their time alone (the dashboard's accessibility journey: 22 s alone, past 60 s beside another).
  timeout: 120_000,
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
