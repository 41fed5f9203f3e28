/**
 * The warm browser against the real Chromium: one launch for many PDFs, a new browser after
 * `maxJobsPerBrowser` pages, a new one after a crash (concurrent pages included, with no Chromium
 * left behind), and a message naming what to install when Chromium is missing.
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

import type { Page } from 'puppeteer-core';

import { BrowserPool, ChromiumUnavailableError } from '../src/browser/browser-pool';
import { TEST_CHROMIUM_PATH } from './support/chromium';

const pools: BrowserPool[] = [];

function aPool(maxJobsPerBrowser = 0, executablePath = TEST_CHROMIUM_PATH): BrowserPool {
  const pool = new BrowserPool({ executablePath, maxJobsPerBrowser });
  pools.push(pool);
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

/** What a page shows of itself: proof that it worked, and the browser process behind it. */
async function visit(page: Page): Promise<{ text: string; process: ChildProcess | null }> {
  await page.setContent('<p>ready</p>');
  return {
    text: await page.$eval('p', (element) => element.textContent ?? ''),
    process: page.browser().process(),
  };
}

/**
 * The Chromium processes this test process started and that have not exited (puppeteer spawns
 * each browser as a direct child; Linux's /proc tells a process's parent and state).
 */
function runningChromiumChildren(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it exited while we looked
    }
    // "<pid> (<comm>) <state> <ppid> …": the command name may itself hold spaces or parentheses.
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, parent] = afterName;
    if (Number(parent) !== process.pid || state === 'Z') continue;
    if (/chrom/i.test(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')))) {
      pids.push(Number(entry));
    }
  }
  return pids.sort((a, b) => a - b);
}

/** Resolves once `child` has exited (at once if it has). */
function exitOf(child: ChildProcess | null | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Two renders at once on one browser, which is killed once both have their page: each render's
 * first attempt fails, and each is retried once on another browser. Resolves with the process
 * each attempt ran in.
 */
async function twoRendersThroughACrash(
  pool: BrowserPool,
): Promise<{ doomed: ChildProcess; attempts: Array<Array<number | undefined>> }> {
  let arrived = 0;
  let release: () => void = () => undefined;
  const bothArrived = new Promise<void>((resolve) => (release = resolve));
  let doomed: ChildProcess | null = null;
  const render = (attempts: Array<number | undefined>) => (page: Page) => {
    const child = page.browser().process();
    attempts.push(child?.pid);
    if (attempts.length > 1) return visit(page);
    doomed ??= child;
    arrived += 1;
    if (arrived === 2) release();
    return bothArrived.then(async () => {
      // The first render to get here kills the browser; both then use their page on it.
      if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exitOf(child);
      return visit(page);
    });
  };
  const attempts: Array<Array<number | undefined>> = [[], []];
  const results = await Promise.all(attempts.map((list) => pool.withPage(render(list))));
  expect(results.map((result) => result.text)).toEqual(['ready', 'ready']);
  if (!doomed) throw new Error('no render reached the browser');
  return { doomed, attempts };
}

/** The cap of the tests that launch and crash several browsers (jest's default is 5 s). */
const SEVERAL_BROWSERS_MS = 30_000;

describe('BrowserPool', () => {
  it('serves every page from one warm browser, in parallel too', async () => {
    const pool = aPool();
    await pool.warm();
    for (let i = 0; i < 3; i += 1) expect((await pool.withPage(visit)).text).toBe('ready');
    const parallel = await Promise.all([1, 2, 3].map(() => pool.withPage(visit)));
    expect(parallel.map((result) => result.text)).toEqual(['ready', 'ready', 'ready']);
    expect(new Set(parallel.map((result) => result.process?.pid)).size).toBe(1);
    expect(pool.launches).toBe(1);
    expect(pool.pages).toBe(6);
    expect(pool.pagesCreated).toBe(3);
  });

  it('reuses a page whose work succeeded and replaces one whose work failed', async () => {
    const pool = aPool();
    const first = await pool.withPage(async (page) => page);
    const second = await pool.withPage(async (page) => page);
    expect(second).toBe(first);
    await expect(
      pool.withPage(async () => {
        throw new Error('the render failed');
      }),
    ).rejects.toThrow('the render failed');
    expect(first.isClosed()).toBe(true);
    const third = await pool.withPage(async (page) => page);
    expect(third).not.toBe(first);
    expect(pool.pagesCreated).toBe(2);
    // Pages live in an incognito context of their own, never the browser's default one.
    expect(third.browserContext()).not.toBe(third.browser().defaultBrowserContext());
  });

  it('replaces the browser after maxJobsPerBrowser pages and closes the old one', async () => {
    const pool = aPool(2);
    const first = await pool.withPage(visit);
    const second = await pool.withPage(visit);
    const third = await pool.withPage(visit);
    expect(second.process?.pid).toBe(first.process?.pid);
    expect(third.process?.pid).not.toBe(first.process?.pid);
    expect(pool.launches).toBe(2);
    await new Promise((resolve) =>
      first.process?.exitCode === null ? first.process.once('exit', resolve) : resolve(null),
    );
    expect(first.process?.exitCode !== null || first.process?.signalCode !== null).toBe(true);
  });

  it('starts a new browser after the old one crashed', async () => {
    const pool = aPool();
    const before = await pool.withPage(visit);
    const crashed = new Promise((resolve) => before.process?.once('exit', resolve));
    before.process?.kill('SIGKILL');
    await crashed;
    const after = await pool.withPage(visit);
    expect(after.text).toBe('ready');
    expect(after.process?.pid).not.toBe(before.process?.pid);
    expect(pool.launches).toBe(2);
  });

  it(
    'retries two concurrent pages of a crashed browser on one new browser, and leaves no Chromium behind',
    async () => {
      const pool = aPool();
      await pool.warm();
      expect(runningChromiumChildren()).toHaveLength(1);

      const { doomed, attempts } = await twoRendersThroughACrash(pool);

      const [first, second] = attempts;
      expect(first?.[0]).toBe(doomed.pid);
      expect(second?.[0]).toBe(doomed.pid);
      // Both retries ran on the same successor: the second retry did not drop the browser the first
      // one had just started.
      expect(first?.[1]).toBe(second?.[1]);
      expect(first?.[1]).not.toBe(doomed.pid);
      expect(pool.launches).toBe(2);
      expect((await pool.withPage(visit)).process?.pid).toBe(first?.[1]);
      // The successor is the only Chromium running, and the pool still counts it.
      await new Promise((resolve) => setImmediate(resolve));
      expect(runningChromiumChildren()).toEqual([first?.[1]]);
      expect(pool.browsers).toBe(1);

      await pool.close();
      expect(runningChromiumChildren()).toEqual([]);
      expect(pool.browsers).toBe(0);
    },
    SEVERAL_BROWSERS_MS,
  );

  it(
    'keeps the successor of a browser retired after maxJobsPerBrowser when the retired one crashes',
    async () => {
      // Two pages retire the first browser and start its successor; the first then crashes under both.
      const pool = aPool(2);
      const { doomed, attempts } = await twoRendersThroughACrash(pool);

      const [first, second] = attempts;
      expect(first?.[0]).toBe(doomed.pid);
      expect(second?.[0]).toBe(doomed.pid);
      // Both retries ran on the successor started when the first browser retired (which, two pages
      // later, retired in turn and started a third); no browser was dropped while running.
      expect(first?.[1]).toBe(second?.[1]);
      expect(first?.[1]).not.toBe(doomed.pid);
      expect(pool.launches).toBe(3);

      await pool.close();
      expect(runningChromiumChildren()).toEqual([]);
      expect(pool.browsers).toBe(0);
    },
    SEVERAL_BROWSERS_MS,
  );

  it(
    'closes every browser it launched, the retiring and the starting ones included',
    async () => {
      const pool = aPool(1);
      // Each page retires its browser at once and starts a successor: three pages, four browsers.
      await Promise.all([1, 2, 3].map(() => pool.withPage(visit)));
      expect(pool.launches).toBe(4);
      await pool.close();
      expect(runningChromiumChildren()).toEqual([]);
      expect(pool.browsers).toBe(0);
    },
    SEVERAL_BROWSERS_MS,
  );

  it('names what to install when Chromium is missing', async () => {
    const pool = aPool(0, '/nonexistent/chromium');
    const attempt = pool.withPage(visit);
    await expect(attempt).rejects.toBeInstanceOf(ChromiumUnavailableError);
    await expect(attempt).rejects.toThrow(
      'Chromium was not found at /nonexistent/chromium: install it (apt-get install chromium) or set CHROMIUM_PATH',
    );
  });
});
