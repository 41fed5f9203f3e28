import { existsSync } from 'node:fs';

import { Logger } from '@nestjs/common';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';

/** The flags Chromium runs with in a container or CI (no sandbox user, no GPU, small /dev/shm). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];

export interface BrowserPoolOptions {
  executablePath: string;
  /** The browser is replaced after this many pages (0: never). */
  maxJobsPerBrowser: number;
  /** How long a launch may take (ms). */
  launchTimeoutMs?: number;
}

/** Chromium is missing or cannot start; the message names what to install or set. */
export class ChromiumUnavailableError extends Error {
  override readonly name = 'ChromiumUnavailableError';
}

/**
 * The message for a missing binary, naming what to install.
 *
 * @example
 * chromiumMissingMessage('/usr/bin/chromium')
 * // → 'Chromium was not found at /usr/bin/chromium: install it (apt-get install chromium) or …'
 */
export function chromiumMissingMessage(executablePath: string): string {
  return `Chromium was not found at ${executablePath}: install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`;
}

interface Generation {
  readonly id: number;
  readonly browser: Promise<Browser>;
  /** The browser once it has started. */
  started: Browser | null;
  /** The incognito context every page of this browser lives in (created with the first page). */
  context: Promise<BrowserContext> | null;
  /** Pages that finished their work cleanly, ready for the next one. */
  idle: Page[];
  /** Pages handed out so far. */
  jobs: number;
  /** Pages open now. */
  active: number;
  /** Takes no more pages; closes once the open ones are done. */
  retired: boolean;
  closing: boolean;
}

/**
 * One warm Chromium shared by every PDF of the process, never a launch per request, and warm
 * pages reused from one PDF to the next (a new page costs ~75 ms). After `maxJobsPerBrowser` pages the browser is retired (its open pages finish, then it
 * closes) and its successor is launched at once, so memory cannot grow without bound; a browser
 * that crashes or exits is dropped and the next page launches a new one (the PDF that was on it
 * fails and its job is retried by BullMQ).
 */
export class BrowserPool {
  private readonly logger = new Logger('BrowserPool');
  private readonly live = new Set<Generation>();
  private current: Generation | null = null;
  private launched = 0;
  private pagesOpened = 0;
  private createdPages = 0;
  private isClosed = false;

  constructor(private readonly options: BrowserPoolOptions) {}

  /** Browsers launched so far (for tests and the benchmark). */
  get launches(): number {
    return this.launched;
  }

  /** Pages of work done or under way so far. */
  get pages(): number {
    return this.pagesOpened;
  }

  /** Browser pages created so far (fewer than `pages`: idle ones are reused). */
  get pagesCreated(): number {
    return this.createdPages;
  }

  /** Browsers running or starting now. */
  get browsers(): number {
    return this.live.size;
  }

  /**
   * Runs `work` on a page of the warm browser. Pages live in one incognito context per browser
   * and are reused: a page whose work succeeded goes back to the idle list (the next document
   * replaces its content); a page whose work failed is closed. `work` must leave no state behind
   * that the next user could see (the PDF renderer turns JavaScript off and loads nothing).
   */
  async withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
    try {
      return await this.withPageOnce(work);
    } catch (error) {
      // Chromium died under the page (its pipe can close after its process has gone, so the
      // browser still looked connected): once, on a fresh browser.
      if (!isBrowserGone(error)) throw error;
      this.logger.warn('Chromium went away during a page; retrying on a new browser');
      if (this.current) this.forget(this.current);
      return this.withPageOnce(work);
    }
  }

  private async withPageOnce<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const generation = this.acquire();
    try {
      const page = generation.idle.pop() ?? (await this.newPage(generation));
      let result: T;
      try {
        result = await work(page);
      } catch (error) {
        await page.close().catch(() => undefined);
        throw error;
      }
      if (generation.retired || generation.closing || page.isClosed()) {
        await page.close().catch(() => undefined);
      } else generation.idle.push(page);
      return result;
    } finally {
      this.release(generation);
    }
  }

  /** Starts the browser now (if none runs); rejects with `ChromiumUnavailableError`. */
  async warm(): Promise<void> {
    if (this.current?.started && !this.current.started.connected) this.forget(this.current);
    const generation = this.current && !this.current.retired ? this.current : this.launch();
    await generation.browser;
  }

  /** Closes every browser; later pages are refused. */
  async close(): Promise<void> {
    this.isClosed = true;
    this.current = null;
    await Promise.all([...this.live].map((generation) => this.shutdown(generation)));
  }

  private acquire(): Generation {
    if (this.isClosed) throw new Error('The browser pool is closed');
    // A browser that died before its 'disconnected' event arrived is dropped here already.
    if (this.current?.started && !this.current.started.connected) this.forget(this.current);
    const generation = this.current && !this.current.retired ? this.current : this.launch();
    this.pagesOpened += 1;
    generation.jobs += 1;
    generation.active += 1;
    const max = this.options.maxJobsPerBrowser;
    if (max > 0 && generation.jobs >= max) {
      generation.retired = true;
      // The successor warms up while the last pages of this one render.
      this.launch();
    }
    return generation;
  }

  private async newPage(generation: Generation): Promise<Page> {
    const browser = await generation.browser;
    generation.context ??= browser.createBrowserContext();
    this.createdPages += 1;
    return (await generation.context).newPage();
  }

  private release(generation: Generation): void {
    generation.active -= 1;
    if (generation.retired && generation.active === 0) void this.shutdown(generation);
  }

  private launch(): Generation {
    this.launched += 1;
    const generation: Generation = {
      id: this.launched,
      browser: this.startBrowser(),
      started: null,
      context: null,
      idle: [],
      jobs: 0,
      active: 0,
      retired: false,
      closing: false,
    };
    this.live.add(generation);
    this.current = generation;
    generation.browser.then(
      (browser) => {
        generation.started = browser;
        browser.once('disconnected', () => this.onDisconnected(generation));
      },
      () => this.forget(generation),
    );
    return generation;
  }

  private async startBrowser(): Promise<Browser> {
    const { executablePath, launchTimeoutMs = 30_000 } = this.options;
    if (!existsSync(executablePath)) {
      throw new ChromiumUnavailableError(chromiumMissingMessage(executablePath));
    }
    try {
      return await puppeteer.launch({
        executablePath,
        headless: true,
        // A pipe, not a DevTools port: nothing listens, and Chromium exits with this process.
        pipe: true,
        args: CHROMIUM_FLAGS,
        timeout: launchTimeoutMs,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
    } catch (error) {
      throw new ChromiumUnavailableError(
        `Chromium at ${executablePath} could not start: ${(error as Error).message.split('\n')[0]}`,
        { cause: error },
      );
    }
  }

  private onDisconnected(generation: Generation): void {
    if (!generation.closing) {
      this.logger.warn(
        `Chromium #${generation.id} exited unexpectedly; the next PDF starts a new one`,
      );
    }
    this.forget(generation);
  }

  private forget(generation: Generation): void {
    this.live.delete(generation);
    if (this.current === generation) this.current = null;
  }

  private async shutdown(generation: Generation): Promise<void> {
    generation.closing = true;
    this.forget(generation);
    const browser = await generation.browser.catch(() => null);
    if (!browser) return;
    await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
  }
}

/** Whether `error` says the browser or its page closed under the work (a crash, not bad work). */
export function isBrowserGone(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'TargetCloseError' ||
    /Target closed|Session closed|Connection closed|Browser has disconnected/i.test(error.message)
  );
}
