// Browser tests against the stack that `npm start` runs: starts scripts/start.mjs on a free port
// with a throw-away database on DATABASE_URL's server (default: the machine's Postgres), runs
// Playwright with Debian's Chromium, then stops the stack with SIGTERM and checks it exits cleanly.
// Prints `e2e: N passed, N failed` and writes reports/e2e.json.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { ensureChromium } from './ensure-chromium.mjs';
import { freePort, waitFor } from './launcher/ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl =
  process.env.E2E_DATABASE_SERVER_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const database = `e2e_${process.pid}`;
const report = path.join(root, 'reports', 'e2e.json');

async function main() {
  const chromium = ensureChromium();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${database}`;
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const stack = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: dbUrl.toString(),
      REDIS_KEY_PREFIX: `e2e:${randomUUID()}:`,
      ADMIN_PASSWORD: 'e2e-admin-passphrase',
    },
  });
  let output = '';
  stack.stdout.on('data', (d) => (output += d));
  stack.stderr.on('data', (d) => (output += d));
  let result = { passed: 0, failed: 1 };
  try {
    const up = await waitFor(
      async () => {
        if (stack.exitCode !== null) return true;
        // The launcher's last line comes after its own readiness wait (and after the mail
        // catcher's address, which the journeys read).
        if (!output.includes('Schengen Tracker is running at')) return false;
        try {
          return (await fetch(`${baseUrl}/health/ready`)).ok;
        } catch {
          return false;
        }
      },
      120_000,
      500,
    );
    if (!up || stack.exitCode !== null) throw new Error(`the stack did not start:\n${output}`);
    const inbox = /e-mails the product sends are caught at (\S+)/.exec(output)?.[1];
    const playwright = spawn(
      path.join(root, 'node_modules/.bin/playwright'),
      ['test', '-c', path.join(root, 'frontend/playwright.config.ts')],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: baseUrl,
          E2E_MAIL_INBOX_URL: inbox ?? '',
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        },
      },
    );
    await new Promise((resolve) => playwright.once('exit', resolve));
    const stats = JSON.parse(readFileSync(report, 'utf8')).stats;
    result = { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  } finally {
    const exited = new Promise((resolve) => stack.once('exit', (code) => resolve(code)));
    stack.kill('SIGTERM');
    const code =
      stack.exitCode ??
      (await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 30_000))]));
    if (code !== 0) {
      console.error(
        `[e2e] the stack did not stop cleanly on SIGTERM (${code}):\n${output.slice(-4000)}`,
      );
      result.failed += 1;
      stack.kill('SIGKILL');
    }
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
  finish(result);
}

/** Prints the totals and leaves them in reports/e2e-summary.json for the test runner. */
function finish(result) {
  mkdirSync(path.dirname(report), { recursive: true });
  writeFileSync(path.join(path.dirname(report), 'e2e-summary.json'), JSON.stringify(result));
  console.log(`e2e: ${result.passed} passed, ${result.failed} failed`);
  process.exit(result.failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(`[e2e] ${error.message}`);
  finish({ passed: 0, failed: 1 });
});
