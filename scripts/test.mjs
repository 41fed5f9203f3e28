// `npm test` after install, on the pinned Node 24: every Nx project's `build`, `lint` and
// `typecheck` targets, the format check and the files outside the projects, then every project's
// `test` target (jest in UTC; the rules library's also in Pacific/Auckland) through
// `nx run-many`, then the browser journeys. Every step runs even when an earlier one failed; the
// last line totals them as `N passed, N failed, N skipped` (each jest or Playwright test counts
// once, each static target counts as one check, a skipped test as skipped).
//
// The targets and their caching are in nx.json and each project.json (docs/adr/0024). The build
// comes first (the tests run what it makes), beside the machine's preparation (apt installs of
// docker-compose and Chromium, mostly waiting on the network and dpkg). The other static checks
// (lint, typecheck, format) then run at the lowest CPU priority (`nice -n 19`) beside the jest
// runs: those wait a good part of their time (services starting, an outage held for a minute),
// and the checks take only the CPU they leave idle, where they ran alone for some 3.5 minutes
// before the first test. The browser journeys start when both are done, never beside them: when
// Nx replayed every jest run from its cache, the checks ran beside the first journeys and, even
// at that priority, made them some three times slower on two cores (one went past its timeout).
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { jestTotals } from './jest-totals.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
const jestReports = path.join(reports, 'jest');
const cores = Math.max(1, Math.min(2, availableParallelism()));
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

/** Runs `cmd` with its output shown as it comes; resolves to whether it exited 0. */
function run(cmd, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.once('error', (error) => {
      console.error(`[test] could not run ${cmd}: ${error.message}`);
      resolve(false);
    });
    child.once('close', (code) => resolve(code === 0));
  });
}

/**
 * Runs `cmd` with its output collected: { ok, output, seconds }. `lowPriority`: at the lowest CPU
 * priority (`nice -n 19`, which its children inherit), so that it takes only idle CPU.
 */
function runCollected(cmd, args, { lowPriority = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    let output = '';
    const [command, commandArgs] = lowPriority ? ['nice', ['-n', '19', cmd, ...args]] : [cmd, args];
    const child = spawn(command, commandArgs, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const end = (ok, extra = '') =>
      resolve({ ok, output: output + extra, seconds: (Date.now() - started) / 1000 });
    child.once('error', (error) => end(false, `could not run ${cmd}: ${error.message}\n`));
    child.once('close', (code) => end(code === 0));
  });
}

/** A static check counts as one test: it passed or it failed. */
async function check(name, cmd, args, options = {}) {
  const { ok, output, seconds } = await runCollected(cmd, args, options);
  const priority = options.lowPriority ? ', at low priority' : '';
  console.log(`\n[test] ${name}: ${cmd} ${args.join(' ')} (${seconds.toFixed(1)} s${priority})`);
  if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${name}: ${ok ? 'ok' : `FAILED`} (${seconds.toFixed(0)} s)`);
}

/** Runs the checks one after another, in the order given. */
async function checksInOrder(checks, options = {}) {
  for (const [name, cmd, args] of checks) await check(name, cmd, args, options);
}

/** `nx run-many -t <target>` over every project that has it, as one check. */
function nxTargetCheck(target) {
  return [target, 'nx', ['run-many', '-t', target, `--parallel=${cores}`, '--outputStyle=static']];
}

/** The projects that have `target` (`nx show projects --with-target`). */
function projectsWith(target) {
  const result = spawnSync('nx', ['show', 'projects', '--with-target', target, '--json'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  try {
    return JSON.parse(result.stdout);
  } catch {
    console.error(`[test] nx could not list the projects with a ${target} target`);
    return [];
  }
}

/**
 * Every project's `test` target (`nx run-many`), each jest run writing its own report
 * (reports/jest/<project>.json, nx.json), counted by scripts/jest-totals.mjs; a failed `nx` run
 * with no failure counted otherwise counts as one.
 */
async function jestProjects() {
  const expected = [
    ...projectsWith('test').map((name) => ({ name, report: `${name}.json` })),
    ...projectsWith('test-auckland').map((name) => ({
      name: `${name} (Pacific/Auckland)`,
      report: `${name}-auckland.json`,
    })),
  ];
  console.log(`\n[test] jest: nx run-many -t test (${expected.length} runs)`);
  const started = Date.now();
  const ok = await run('nx', [
    'run-many',
    '-t',
    'test',
    `--parallel=${JEST_PARALLEL_PROJECTS}`,
    '--outputStyle=static',
    '--',
    '--ci',
    `--maxWorkers=${JEST_WORKERS_PER_PROJECT}`,
    // Keeps jest's tests in a worker process even with one worker (never "in band"): a test file
    // that leaves a handle open cannot hold its project's run open.
    '--workerIdleMemoryLimit=2GB',
  ]);
  const seconds = (Date.now() - started) / 1000;
  const counted = jestTotals(jestReports, expected);
  const { broken } = counted;
  if (!ok && counted.failed === 0) counted.failed = 1;
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  summary.push(
    `jest: ${counted.passed} passed, ${counted.failed} failed, ${counted.skipped} skipped ` +
      `(${seconds.toFixed(0)} s)${broken.length > 0 ? `, failing: ${broken.join(', ')}` : ''}`,
  );
}

/** Browser journeys against the stack `npm start` runs (scripts/e2e.mjs). */
async function e2e() {
  console.log(
    '\n[test] e2e: the product started by the launcher, driven by Playwright in Chromium',
  );
  await run('node', ['scripts/e2e.mjs'], { TZ: 'UTC' });
  let result = { passed: 0, failed: 1, skipped: 0 };
  try {
    result = JSON.parse(readFileSync(path.join(reports, 'e2e-summary.json'), 'utf8'));
  } catch {
    // no summary: the run itself failed, counted as one failure
  }
  const skipped = result.skipped ?? 0;
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += skipped;
  summary.push(`e2e: ${result.passed} passed, ${result.failed} failed, ${skipped} skipped`);
}

// Two projects' jest runs at a time, each with one worker: two test files at once on the two
// cores, as one jest run with two workers had. Three at a time was faster here but made
// timing-sensitive tests fail under load (measured in docs/adr/0024).
const JEST_PARALLEL_PROJECTS = cores;
const JEST_WORKERS_PER_PROJECT = 1;

rmSync(reports, { recursive: true, force: true });
mkdirSync(jestReports, { recursive: true });

// The files that belong to no Nx project (scripts/, bench/, infra/, the root's configuration):
// the format check covers the whole repository, lint the rest (their type-check is in
// scripts/typecheck.mjs).
const PROJECT_FOLDERS = ['libs', 'services', 'tools', 'gateway', 'frontend'];
const workspaceChecks = [
  ['format', 'prettier', ['--check', '.', '--log-level', 'warn']],
  [
    'lint-workspace',
    'eslint',
    [
      '.',
      '--max-warnings=0',
      ...PROJECT_FOLDERS.flatMap((dir) => ['--ignore-pattern', `${dir}/**`]),
    ],
  ],
];
// Service tests run the built processes and the launcher checks run `npm start --no-build` (the
// web server of frontend/dist-server too): their `test` targets depend on those builds, which
// this first step makes (and Nx then finds in its cache). The type-check covers every project's
// `typecheck` target and the root tsconfig.json in `tsc --build` lanes (scripts/typecheck.mjs,
// docs/adr/0030): the separate programs parsed the same declaration files 20 times.
const staticChecks = [
  nxTargetCheck('lint'),
  ['typecheck', 'node', ['scripts/typecheck.mjs']],
  ...workspaceChecks,
];
const machineChecks = async () => {
  // Dockerfiles, docker-compose.yml (Debian's docker-compose, installed when missing) and the
  // Kubernetes manifests, statically: no Docker engine or cluster runs here.
  await check('deploy', 'node', ['scripts/validate-deploy.mjs']);
  // The PDF worker's tests and the browser journeys drive Debian's Chromium: install it first.
  // (After the deploy check: both may run apt-get, which takes one lock.)
  await check('chromium', 'node', ['scripts/ensure-chromium.mjs']);
};
await Promise.all([check(...nxTargetCheck('build')), machineChecks()]);
await Promise.all([checksInOrder(staticChecks, { lowPriority: true }), jestProjects()]);
await e2e();
console.log(`\n[test] ${summary.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
