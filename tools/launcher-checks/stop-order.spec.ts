/**
 * How the launcher of `npm start` (scripts/start.mjs) stops (issue #17). A terminal's Ctrl-C sends
 * SIGINT to its whole foreground process group at once; the launcher must still stop every
 * application first and the stores (Postgres, the mail catcher) after them, as on SIGTERM and on a
 * crash of its own, and leave no process behind. The real launcher runs the real product (dist/
 * built beforehand, `--no-build`) with embedded Postgres, its state in a temporary folder; /proc
 * is watched every few milliseconds while it stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createTestRedis, freePort, type TestRedis } from '@app/testing';

import { isRunning, type Proc, processTree } from './support/process-table';
import { repoRoot } from './support/scratch-checkout';

const CRASH_ON_SIGUSR2 = path.join(__dirname, 'support/crash-on-sigusr2.mjs');
const READY = 'Schengen Tracker is running at';
/** Postgres's own processes that run until it shuts down (client backends come and go). */
const POSTGRES_WORKERS =
  /^postgres: (checkpointer|background writer|walwriter|autovacuum launcher|logical replication launcher)/;

interface Named extends Proc {
  name: string;
}

interface Launcher {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let dataDir: string;
let sharedDir: string;
let redis: TestRedis;
let leftovers: Proc[] = [];

beforeAll(async () => {
  // Reachable by the `postgres` user (Postgres runs as it when the tests run as root).
  dataDir = mkdtempSync(path.join(tmpdir(), 'launcher-data-'));
  chmodSync(dataDir, 0o755);
  sharedDir = mkdtempSync(path.join(tmpdir(), 'launcher-shared-'));
  chmodSync(sharedDir, 0o755);
  redis = await createTestRedis();
});

afterEach(() => {
  // A failed test must not leave the product running on the machine.
  for (const proc of leftovers.filter(isRunning)) process.kill(proc.pid, 'SIGKILL');
  leftovers = [];
});

afterAll(async () => {
  await redis.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(sharedDir, { recursive: true, force: true });
});

/** `node scripts/start.mjs --no-build` as a terminal runs it: leading a process group of its own. */
async function startLauncher(nodeOptions: string[]): Promise<Launcher> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(await freePort()),
    LOCAL_DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_DIR: sharedDir,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.keyPrefix,
    MAIL_WEB_PORT: String(await freePort()),
    ADMIN_PASSWORD: 'launcher-checks-admin-passphrase',
    NO_COLOR: '1',
  };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'MAIL_DIRECTORY']) delete env[name];
  const child = spawn(
    process.execPath,
    [...nodeOptions, path.join(repoRoot, 'scripts/start.mjs'), '--no-build'],
    { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => {
      const check = setInterval(() => {
        if (output.includes(READY)) {
          clearInterval(check);
          resolve(true);
        }
      }, 100);
      void exited.then(() => clearInterval(check));
    }),
  ]);
  if (!ready) throw new Error(`the launcher did not start:\n${output}`);
  return { process: child, output: () => output, exited };
}

/** The launcher's processes by role: the applications, and the stores with Postgres's workers. */
function roles(launcherPid: number): { apps: Named[]; stores: Named[]; all: Proc[] } {
  const all = processTree(launcherPid);
  const children = all.filter((proc) => proc.ppid === launcherPid);
  const apps = children
    .filter((proc) => proc.command.includes('/dist/main.js'))
    .map((proc) => ({ ...proc, name: /([\w-]+)\/dist\/main\.js/.exec(proc.command)![1]! }));
  const postmaster = children.find((proc) => /\/bin\/postgres /.test(proc.command));
  const workers = all
    .filter((proc) => proc.ppid === postmaster?.pid && POSTGRES_WORKERS.test(proc.command))
    .map((proc) => ({ ...proc, name: proc.command }));
  const mail = children
    .filter((proc) => proc.command.includes('maildev'))
    .map((proc) => ({ ...proc, name: 'maildev' }));
  const stores = [
    ...(postmaster ? [{ ...postmaster, name: 'postgres' }] : []),
    ...workers,
    ...mail,
  ];
  return { apps, stores, all };
}

/**
 * Watches until `done` settles: every moment a store had stopped (a process of it gone) while an
 * application still ran. The stores are read first, so a moment never counts wrongly.
 */
async function storesStoppedBeforeApps(
  stores: Named[],
  apps: Named[],
  done: Promise<unknown>,
): Promise<string[]> {
  const moments = new Set<string>();
  const look = (): void => {
    const stopped = stores.filter((store) => !isRunning(store)).map((store) => store.name);
    const running = apps.filter(isRunning).map((app) => app.name);
    if (stopped.length > 0 && running.length > 0) {
      moments.add(`${stopped.join(', ')} stopped while ${running.join(', ')} ran`);
    }
  };
  const timer = setInterval(look, 5);
  await done;
  clearInterval(timer);
  look();
  return [...moments];
}

async function leftAfter(processes: Proc[], waitMs = 5_000): Promise<string[]> {
  const deadline = Date.now() + waitMs;
  while (processes.some(isRunning) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return processes.filter(isRunning).map((proc) => `${proc.pid} ${proc.command}`);
}

describe.each([
  {
    how: 'Ctrl-C in its terminal (SIGINT to its whole process group)',
    nodeOptions: [],
    stop: (pid: number) => process.kill(-pid, 'SIGINT'),
    exitCode: 0,
  },
  {
    how: 'SIGTERM to the launcher alone',
    nodeOptions: [],
    stop: (pid: number) => process.kill(pid, 'SIGTERM'),
    exitCode: 0,
  },
  {
    how: 'a crash of the launcher itself',
    nodeOptions: ['--import', CRASH_ON_SIGUSR2],
    stop: (pid: number) => process.kill(pid, 'SIGUSR2'),
    exitCode: 1,
  },
])('the launcher, stopped by $how', ({ nodeOptions, stop, exitCode }) => {
  it('stops every application before the stores and leaves no process behind', async () => {
    const launcher = await startLauncher(nodeOptions);
    const pid = launcher.process.pid!;
    const { apps, stores, all } = roles(pid);
    leftovers = all;
    expect(apps.map((app) => app.name).sort()).toEqual([
      'auth',
      'billing',
      'gateway',
      'notification',
      'notification-worker',
      'reporting',
      'reporting-worker',
      'travel',
    ]);
    expect(stores.map((store) => store.name)).toEqual(
      expect.arrayContaining(['postgres', 'postgres: checkpointer', 'maildev']),
    );

    const watching = storesStoppedBeforeApps(stores, apps, launcher.exited);
    stop(pid);

    expect(await watching).toEqual([]);
    expect({ exitCode: await launcher.exited, output: launcher.output() }).toEqual({
      exitCode,
      output: expect.stringContaining(exitCode === 0 ? 'stopped.' : 'injected crash'),
    });
    expect(await leftAfter(all)).toEqual([]);
  });
});
