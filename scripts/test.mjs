// `npm test` after install, on the pinned Node 24: format check, lint, type-check, every jest
// project in UTC, the rules library again in Pacific/Auckland. Every step runs even when an
// earlier one failed; the last line totals them as `N passed, N failed` (each jest test counts
// once, each static check counts as one).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const totals = { passed: 0, failed: 0 };
const summary = [];

function run(cmd, args, extraEnv = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  if (result.error) console.error(`[test] could not run ${cmd}: ${result.error.message}`);
  return result.status === 0;
}

function check(name, cmd, args) {
  console.log(`\n[test] ${name}: ${cmd} ${args.join(' ')}`);
  const ok = run(cmd, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${name}: ${ok ? 'ok' : 'FAILED'}`);
}

function jest(name, args, tz) {
  const output = path.join(reports, `jest-${name}.json`);
  console.log(`\n[test] ${name}: TZ=${tz} jest ${args.join(' ')}`);
  const ok = run('jest', ['--ci', '--maxWorkers=2', '--json', `--outputFile=${output}`, ...args], {
    TZ: tz,
  });
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    passed = report.numPassedTests;
    // A suite that fails to load runs no test but is a failure all the same.
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
    if (passed + failed === 0) failed = 1;
  } catch {
    failed = 1;
  }
  if (!ok && failed === 0) failed = 1;
  totals.passed += passed;
  totals.failed += failed;
  summary.push(`${name}: ${passed} passed, ${failed} failed`);
}

/** Browser journeys against the stack `npm start` runs (scripts/e2e.mjs). */
function e2e() {
  console.log(
    '\n[test] e2e: the product started by the launcher, driven by Playwright in Chromium',
  );
  run('node', ['scripts/e2e.mjs'], { TZ: 'UTC' });
  let result = { passed: 0, failed: 1 };
  try {
    result = JSON.parse(readFileSync(path.join(reports, 'e2e-summary.json'), 'utf8'));
  } catch {
    // no summary: the run itself failed, counted as one failure
  }
  totals.passed += result.passed;
  totals.failed += result.failed;
  summary.push(`e2e: ${result.passed} passed, ${result.failed} failed`);
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The Nx module-boundary lint rule skips itself without a cached project graph: build it first.
if (!run('nx', ['show', 'projects'])) console.error('[test] nx could not build the project graph');
check('format', 'prettier', ['--check', '.', '--log-level', 'warn']);
check('lint', 'eslint', ['.', '--max-warnings=0']);
check('typecheck', 'tsc', ['-p', 'tsconfig.json', '--noEmit']);
if (existsSync(path.join(root, 'frontend', 'tsconfig.json'))) {
  check('typecheck-web', 'tsc', ['-p', 'frontend/tsconfig.json', '--noEmit']);
}
// Service tests run the built processes (as `npm start` does): build them first.
check('build', 'node', ['scripts/build.mjs', '--server-only']);
// Dockerfiles, docker-compose.yml (Debian's docker-compose, installed when missing) and the
// Kubernetes manifests, statically: no Docker engine or cluster runs here.
check('deploy', 'node', ['scripts/validate-deploy.mjs']);
// The PDF worker's tests and the browser journeys drive Debian's Chromium: install it first.
check('chromium', 'node', ['scripts/ensure-chromium.mjs']);
jest('utc', [], 'UTC');
jest('auckland', ['--selectProjects', 'schengen-rules'], 'Pacific/Auckland');
e2e();

console.log(`\n[test] ${summary.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
