/**
 * The warm browser against the real Chromium: one launch for many PDFs, a new browser after
 * `maxJobsPerBrowser` pages, a new one after a crash, and a message naming what to install when
 * Chromium is missing.
 */
import type { ChildProcess } from 'node:child_process';

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

  it('names what to install when Chromium is missing', async () => {
    const pool = aPool(0, '/nonexistent/chromium');
    const attempt = pool.withPage(visit);
    await expect(attempt).rejects.toBeInstanceOf(ChromiumUnavailableError);
    await expect(attempt).rejects.toThrow(
      'Chromium was not found at /nonexistent/chromium: install it (apt-get install chromium) or set CHROMIUM_PATH',
    );
  });
});
