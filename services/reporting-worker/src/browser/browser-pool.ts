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
  /** Set once the browser is being closed (or its launch failed): resolves when it has gone. */
  closed: Promise<void> | null;
}

/** Where the pool stands: a browser running, one starting, or none (the next page launches one). */
export type BrowserPoolState = 'running' | 'starting' | 'stopped';

/**
 * One warm Chromium shared by every PDF of the process, never a launch per request, and warm
 * pages reused from one PDF to the next (a new page costs ~75 ms). After `maxJobsPerBrowser` pages
 * the browser is retired (its open pages finish, then it closes) and its successor is launched at
 * once, so memory cannot grow without bound; a browser that crashes or exits is dropped and the
 * next page launches a new one (a page that was on it is retried once on another browser).
 *
 * Every browser launched stays on the pool's books until its process has exited: a retired or
 * crashed one is closed (or killed) by the pool, never just forgotten, and `close()` closes all of
 * them, so no Chromium outlives the pool.
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

  /** Browsers starting, running or closing now (each launched one until its process has exited). */
  get browsers(): number {
    return this.live.size;
  }

  /** The Chromium binary the pool launches. */
  get executablePath(): string {
    return this.options.executablePath;
  }

  /**
   * Whether the browser that takes the next page is running (started and connected), still
   * starting, or absent (none yet, or it exited): costs nothing, launches nothing.
   */
  get state(): BrowserPoolState {
    const current = this.current;
    if (!current || current.retired || current.closed) return 'stopped';
    if (!current.started) return 'starting';
    return current.started.connected ? 'running' : 'stopped';
  }

  /**
   * Runs `work` on a page of the warm browser. Pages live in one incognito context per browser
   * and are reused: a page whose work succeeded goes back to the idle list (the next document
   * replaces its content); a page whose work failed is closed. `work` must leave no state behind
   * that the next user could see (the PDF renderer turns JavaScript off and loads nothing).
   */
  async withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const generation = this.acquire();
    try {
      return await this.runOn(generation, work);
    } catch (error) {
      // Chromium died under the page (its pipe can close after its process has gone, so the
      // browser still looked connected): once more, on a fresh browser. Only the browser this
      // page came from is dropped: with several pages in flight, another one's retry may already
      // have started its successor, which must stay (and the one that crashed must still close).
      if (!isBrowserGone(error)) throw error;
      this.logger.warn(`Chromium #${generation.id} went away during a page; retrying on another`);
      this.discard(generation);
      return this.runOn(this.acquire(), work);
    }
  }

  private async runOn<T>(generation: Generation, work: (page: Page) => Promise<T>): Promise<T> {
    try {
      const page = generation.idle.pop() ?? (await this.newPage(generation));
      let result: T;
      try {
        result = await work(page);
      } catch (error) {
        await page.close().catch(() => undefined);
        throw error;
      }
      if (generation.retired || generation.closed || page.isClosed()) {
        await page.close().catch(() => undefined);
      } else generation.idle.push(page);
      return result;
    } finally {
      this.release(generation);
    }
  }

  /** Starts the browser now (if none runs); rejects with `ChromiumUnavailableError`. */
  async warm(): Promise<void> {
    if (this.isClosed) throw new Error('The browser pool is closed');
    await this.usable().browser;
  }

  /**
   * Closes every browser launched and not yet closed, retired and crashed ones included, and
   * resolves once their processes have exited; later pages are refused.
   */
  async close(): Promise<void> {
    this.isClosed = true;
    this.current = null;
    await Promise.all([...this.live].map((generation) => this.shutdown(generation)));
  }

  /** The browser for the next page: the current one, or a new one when it is retired or gone. */
  private usable(): Generation {
    // A browser that died before its 'disconnected' event arrived is dropped here already.
    if (this.current?.started && !this.current.started.connected) this.discard(this.current);
    const current = this.current;
    return current && !current.retired && !current.closed ? current : this.launch();
  }

  private acquire(): Generation {
    if (this.isClosed) throw new Error('The browser pool is closed');
    const generation = this.usable();
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

  /**
   * Takes `generation` out of service: it gets no more pages, stops being the current browser if
   * it was, and closes once its open pages are done (at once when none is). Other browsers, the
   * current one included, are untouched.
   */
  private discard(generation: Generation): void {
    generation.retired = true;
    if (this.current === generation) this.current = null;
    if (generation.active === 0) void this.shutdown(generation);
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
      closed: null,
    };
    this.live.add(generation);
    this.current = generation;
    generation.browser.then(
      (browser) => {
        generation.started = browser;
        browser.once('disconnected', () => this.onDisconnected(generation));
      },
      () => {
        // Nothing was started: nothing to close.
        generation.retired = true;
        generation.closed ??= Promise.resolve();
        this.live.delete(generation);
        if (this.current === generation) this.current = null;
      },
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
    if (!generation.closed) {
      this.logger.warn(
        `Chromium #${generation.id} exited unexpectedly; the next PDF starts a new one`,
      );
    }
    this.discard(generation);
  }

  /**
   * Closes the browser of `generation` (killing it if it does not close) and resolves once its
   * process has exited; only then does the pool stop counting it. Runs once per browser.
   */
  private shutdown(generation: Generation): Promise<void> {
    generation.retired = true;
    if (this.current === generation) this.current = null;
    generation.closed ??= (async () => {
      const browser = await generation.browser.catch(() => null);
      if (browser) await closeBrowser(browser);
      this.live.delete(generation);
    })();
    return generation.closed;
  }
}

/** Closes `browser` and waits for its process to exit, killing it when closing fails. */
async function closeBrowser(browser: Browser): Promise<void> {
  const child = browser.process();
  // puppeteer's close() waits for the process to exit, or kills it when Chromium does not answer.
  await browser.close().catch(() => undefined);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}

/**
 * Whether `error` says the browser or its page closed under the work (a crash, not bad work): the
 * protocol's own errors while it goes, and puppeteer's "detached" ones once it has gone (a frame or
 * session used after its browser disconnected).
 */
export function isBrowserGone(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'TargetCloseError' ||
    /Target closed|Session closed|Connection closed|Browser has disconnected/i.test(
      error.message,
    ) ||
    /detached Frame|frame (was|got) detached|Frame detached|Session already detached/i.test(
      error.message,
    )
  );
}
