/**
 * The heartbeat against Redis and the real Chromium: it keeps checking after the first success
 * (a Chromium removed or crashed later shows), checks cheaply (no launch while a browser runs),
 * and keeps reporting while a launch takes its time.
 */
import { chmodSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Redis } from 'ioredis';

import { type PdfWorkerHeartbeat, pdfWorkersKey } from '@app/contracts';
import { createTestRedis, type TestRedis } from '@app/testing';

import { BrowserPool, chromiumMissingMessage } from '../src/browser/browser-pool';
import { CHROMIUM_STARTING_MESSAGE, ChromiumHeartbeat } from '../src/browser/chromium-heartbeat';
import { TEST_CHROMIUM_PATH } from './support/chromium';

/** Beats this often, so that the conditions below come true quickly. */
const INTERVAL_MS = 50;
/** The cap of each test (several launches of Chromium; jest's default is 5 s). */
const TEST_CAP_MS = 30_000;

let redis: TestRedis;
let reader: Redis;
let dir: string;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  redis = await createTestRedis();
  reader = new Redis(redis.url);
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'chromium-heartbeat-'));
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

afterAll(async () => {
  await reader.quit();
  await redis.cleanup();
});

/** A heartbeat on its own Redis connection and a pool of `executablePath`, both stopped after the test. */
function aHeartbeat(executablePath: string): {
  heartbeat: ChromiumHeartbeat;
  pool: BrowserPool;
  client: Redis;
} {
  const pool = new BrowserPool({ executablePath, maxJobsPerBrowser: 0 });
  const client = new Redis(redis.url);
  const heartbeat = new ChromiumHeartbeat(client, pool, redis.keyPrefix, INTERVAL_MS);
  cleanups.push(() => pool.close());
  cleanups.push(() => heartbeat.stop());
  return { heartbeat, pool, client };
}

/** What the heartbeat last wrote to Redis. */
async function reported(): Promise<PdfWorkerHeartbeat[]> {
  const fields = await reader.hgetall(pdfWorkersKey(redis.keyPrefix));
  return Object.values(fields).map((value) => JSON.parse(value) as PdfWorkerHeartbeat);
}

/** Resolves once `condition` holds (checked every few ms); fails the test if it never does. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + TEST_CAP_MS - 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('ChromiumHeartbeat', () => {
  it(
    'reports a Chromium removed after it worked, and again once it is back, without a new launch',
    async () => {
      const link = path.join(dir, 'chromium');
      symlinkSync(TEST_CHROMIUM_PATH, link);
      const { heartbeat, pool } = aHeartbeat(link);

      await heartbeat.start();
      expect(heartbeat.chromium).toBe(true);
      expect(await reported()).toEqual([{ at: expect.any(Number), chromium: true, message: null }]);

      unlinkSync(link);
      await until(() => !heartbeat.chromium, 'the heartbeat notices the binary is gone');
      expect(heartbeat.message).toBe(chromiumMissingMessage(link));
      await until(
        async () => (await reported())[0]?.chromium === false,
        'Redis hears that Chromium is gone',
      );
      expect((await reported())[0]?.message).toBe(chromiumMissingMessage(link));

      symlinkSync(TEST_CHROMIUM_PATH, link);
      await until(() => heartbeat.chromium, 'the heartbeat notices the binary is back');
      await until(async () => (await reported())[0]?.chromium === true, 'Redis hears it is back');
      // The browser of the first check kept running: the checks launched nothing.
      expect(pool.launches).toBe(1);
      expect(pool.state).toBe('running');
    },
    TEST_CAP_MS,
  );

  it(
    'notices a browser that crashed and starts a new one',
    async () => {
      const { heartbeat, pool } = aHeartbeat(TEST_CHROMIUM_PATH);
      await heartbeat.start();
      const child = await pool.withPage(async (page) => page.browser().process());
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child?.kill('SIGKILL');
      await exited;

      await until(() => pool.launches === 2 && pool.state === 'running', 'a new browser runs');
      await until(() => heartbeat.chromium, 'the heartbeat reports it');
      const next = await pool.withPage(async (page) => page.browser().process());
      expect(next?.pid).not.toBe(child?.pid);
      expect(pool.launches).toBe(2);
    },
    TEST_CAP_MS,
  );

  it(
    'keeps reporting while Chromium takes its time to start',
    async () => {
      // A Chromium that starts only once the test opens the gate: the launch stays in progress.
      const gate = path.join(dir, 'gate');
      const slow = path.join(dir, 'slow-chromium');
      writeFileSync(
        slow,
        `#!/bin/sh\nwhile [ ! -e '${gate}' ]; do sleep 0.02; done\nexec '${TEST_CHROMIUM_PATH}' "$@"\n`,
      );
      chmodSync(slow, 0o755);
      const { heartbeat, client } = aHeartbeat(slow);
      const writes: PdfWorkerHeartbeat[] = [];
      const hset = client.hset.bind(client);
      jest.spyOn(client, 'hset').mockImplementation(((...args: Parameters<Redis['hset']>) => {
        writes.push(JSON.parse(String(args[2])) as PdfWorkerHeartbeat);
        return hset(...args);
      }) as Redis['hset']);

      const started = heartbeat.start();
      await until(() => writes.length >= 3, 'three heartbeats while Chromium starts');
      // Fresh reports all along, saying that Chromium is starting.
      const during = writes.slice(0, 3);
      expect(during.map((beat) => beat.message)).toEqual(Array(3).fill(CHROMIUM_STARTING_MESSAGE));
      expect(during.every((beat) => beat.chromium === false)).toBe(true);
      expect(during[2]!.at).toBeGreaterThan(during[0]!.at);

      writeFileSync(gate, '');
      await started;
      expect(heartbeat.chromium).toBe(true);
      expect(writes.at(-1)).toEqual({ at: expect.any(Number), chromium: true, message: null });
    },
    TEST_CAP_MS,
  );
});
