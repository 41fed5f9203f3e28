// Browser tests against the whole product (scripts/launcher/throwaway-stack.mjs, startStack):
// runs Playwright with Debian's Chromium, then stops the stack with SIGTERM and checks it exits
// cleanly. Prints `e2e: N passed, N failed, N skipped` and writes reports/e2e.json. Arguments go to
// Playwright, e.g. `node scripts/e2e.mjs e2e/travel.spec.ts` for one file.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ensureChromium } from './ensure-chromium.mjs';
import { startThrowawayStack } from './launcher/throwaway-stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = path.join(root, 'reports', 'e2e.json');

async function main() {
  const chromium = ensureChromium();
  // Every journey signs up from 127.0.0.1: per-IP limits as high as a whole test run needs.
  const stack = await startThrowawayStack({
    name: 'e2e',
    env: { RATE_LIMIT_SIGN_UP_PER_IP: '1000', RATE_LIMIT_SIGN_IN_PER_IP: '1000' },
  });
  let result = { passed: 0, failed: 1 };
  // What the journeys keep between spec files of this run (the seeded admin's TOTP secret).
  const state = mkdtempSync(path.join(os.tmpdir(), 'schengen-e2e-'));
  try {
    const playwright = spawn(
      path.join(root, 'node_modules/.bin/playwright'),
      ['test', '-c', path.join(root, 'frontend/playwright.config.ts'), ...process.argv.slice(2)],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: stack.baseUrl,
          E2E_MAIL_INBOX_URL: stack.inbox,
          E2E_STATE_DIR: state,
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        },
      },
    );
    await new Promise((resolve) => playwright.once('exit', resolve));
    const stats = JSON.parse(readFileSync(report, 'utf8')).stats;
    result = {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
    };
  } finally {
    rmSync(state, { recursive: true, force: true });
    // The launcher exits 0 only when every process exited 0 by itself after SIGTERM (drained).
    const code = await stack.stop();
    if (code !== 0) {
      const unclean = stack
        .output()
        .split('\n')
        .filter((line) => line.includes('did not stop cleanly'));
      console.error(
        `[e2e] the stack did not stop cleanly on SIGTERM (${code}):\n${unclean.join('\n')}\n${stack.output().slice(-4000)}`,
      );
      result.failed += 1;
    }
  }
  finish(result);
}

/** Prints the totals and leaves them in reports/e2e-summary.json for the test runner. */
function finish(result) {
  mkdirSync(path.dirname(report), { recursive: true });
  writeFileSync(path.join(path.dirname(report), 'e2e-summary.json'), JSON.stringify(result));
  console.log(
    `e2e: ${result.passed} passed, ${result.failed} failed, ${result.skipped ?? 0} skipped`,
  );
  process.exit(result.failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(`[e2e] ${error.message}`);
  finish({ passed: 0, failed: 1 });
});
