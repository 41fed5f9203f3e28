// `npm test` after install, on the pinned Node 24: format check, lint, type-check, every jest
// project in UTC, the rules library again in Pacific/Auckland. Every step runs even when an
// earlier one failed; the last line totals them as `N passed, N failed` (each jest test counts
// once, each static check counts as one).
//
// The static checks and the server build run two at a time (each is one mostly single-threaded
// process; the machines have two cores), beside the machine's preparation (apt installs of
// docker-compose and Chromium, mostly waiting on the network and dpkg). Each one's output is
// printed whole when it ends, with its time.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
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

/** Runs `cmd` with its output collected: { ok, output, seconds }. */
function runCollected(cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const end = (ok, extra = '') =>
      resolve({ ok, output: output + extra, seconds: (Date.now() - started) / 1000 });
    child.once('error', (error) => end(false, `could not run ${cmd}: ${error.message}\n`));
    child.once('close', (code) => end(code === 0));
  });
}

/** A static check counts as one test: it passed or it failed. */
async function check(name, cmd, args) {
  const { ok, output, seconds } = await runCollected(cmd, args);
  console.log(`\n[test] ${name}: ${cmd} ${args.join(' ')} (${seconds.toFixed(1)} s)`);
  if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${name}: ${ok ? 'ok' : `FAILED`} (${seconds.toFixed(0)} s)`);
}

/** Runs the checks `at most` at a time, in the order given. */
async function checksInParallel(checks, atMost) {
  const queue = [...checks];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await check(...next);
  };
  await Promise.all(Array.from({ length: Math.min(atMost, queue.length) }, lane));
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
const staticChecks = [
  ['format', 'prettier', ['--check', '.', '--log-level', 'warn']],
  ['lint', 'eslint', ['.', '--max-warnings=0']],
  ['typecheck', 'tsc', ['-p', 'tsconfig.json', '--noEmit']],
  ...(existsSync(path.join(root, 'frontend', 'tsconfig.json'))
    ? [['typecheck-web', 'tsc', ['-p', 'frontend/tsconfig.json', '--noEmit']]]
    : []),
  // Service tests run the built processes and the launcher checks run `npm start --no-build`
  // (the web server of frontend/dist-server too): build the whole product first.
  ['build', 'node', ['scripts/build.mjs']],
];
const machineChecks = async () => {
  // Dockerfiles, docker-compose.yml (Debian's docker-compose, installed when missing) and the
  // Kubernetes manifests, statically: no Docker engine or cluster runs here.
  await check('deploy', 'node', ['scripts/validate-deploy.mjs']);
  // The PDF worker's tests and the browser journeys drive Debian's Chromium: install it first.
  // (After the deploy check: both may run apt-get, which takes one lock.)
  await check('chromium', 'node', ['scripts/ensure-chromium.mjs']);
};
await Promise.all([
  checksInParallel(staticChecks, Math.max(1, Math.min(2, availableParallelism()))),
  machineChecks(),
]);
jest('utc', [], 'UTC');
jest('auckland', ['--selectProjects', 'schengen-rules'], 'Pacific/Auckland');
e2e();

console.log(`\n[test] ${summary.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
