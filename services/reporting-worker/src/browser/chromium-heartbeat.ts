import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';

import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { closeRedis } from '@app/nest-core';
import { type PdfWorkerHeartbeat, pdfWorkersKey } from '@app/contracts';

import { type BrowserPool, chromiumMissingMessage } from './browser-pool';

/** What the worker reports while its first browser is still starting. */
export const CHROMIUM_STARTING_MESSAGE = 'Chromium is starting; try again in a moment.';

interface ChromiumState {
  chromium: boolean;
  message: string | null;
}

/**
 * Tells the reporting service, every `intervalMs`, that this worker is alive and whether its
 * Chromium works (one field of a Redis hash per worker; the service ignores stale ones).
 *
 * Every beat checks again, cheaply: the binary is still there and the pool's browser is running.
 * Only when no browser runs (none yet, or it exited) does a beat start one, as the next PDF would;
 * so installing Chromium takes effect without a restart, and a Chromium removed or crashed later
 * stops being reported as available. A launch (up to its 30 s timeout) never holds the reports
 * back: beats go on with the last known state until it ends, so the heartbeat never goes stale
 * (the service drops a worker after 15 s of silence).
 */
export class ChromiumHeartbeat {
  private readonly logger = new Logger('ChromiumHeartbeat');
  private readonly instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private state: ChromiumState = { chromium: false, message: CHROMIUM_STARTING_MESSAGE };
  /** The launch in progress, started by a check; at most one at a time. */
  private warming: Promise<void> | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly pool: BrowserPool,
    private readonly keyPrefix: string,
    private readonly intervalMs: number,
  ) {
    redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  /** Whether Chromium worked at the last check. */
  get chromium(): boolean {
    return this.state.chromium;
  }

  /** Why Chromium is unavailable at the last check (null when it works). */
  get message(): string | null {
    return this.state.message;
  }

  /**
   * Starts reporting, checks Chromium (warming the browser) and resolves once the result is
   * reported; reports go on until `stop()`.
   */
  async start(): Promise<void> {
    this.timer = setInterval(() => void this.beat(), this.intervalMs);
    this.timer.unref();
    this.check();
    await this.warming;
    await this.report();
  }

  /** Stops reporting, removes this worker's entry and closes the connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.redis.hdel(pdfWorkersKey(this.keyPrefix), this.instance).catch(() => undefined);
    await closeRedis(this.redis);
  }

  private async beat(): Promise<void> {
    this.check();
    await this.report();
  }

  /**
   * Updates the state from what costs nothing (the binary exists, the browser runs); starts a
   * launch, without waiting for it, only when no browser runs or starts.
   */
  private check(): void {
    if (this.warming) return;
    const executablePath = this.pool.executablePath;
    if (!existsSync(executablePath)) {
      this.unavailable(chromiumMissingMessage(executablePath));
      return;
    }
    if (this.pool.state === 'running') {
      this.available();
      return;
    }
    const warming = this.pool.warm().then(
      () => this.available(),
      (error: unknown) => this.unavailable(error instanceof Error ? error.message : String(error)),
    );
    this.warming = warming.finally(() => {
      this.warming = undefined;
    });
  }

  private available(): void {
    if (this.stopped) return;
    if (!this.state.chromium) this.logger.log('Chromium is running: PDF export is available');
    this.state = { chromium: true, message: null };
  }

  private unavailable(message: string): void {
    if (this.stopped) return;
    if (message !== this.state.message) this.logger.error(`PDF export unavailable: ${message}`);
    this.state = { chromium: false, message };
  }

  private async report(): Promise<void> {
    if (this.stopped) return;
    const heartbeat: PdfWorkerHeartbeat = { at: Date.now(), ...this.state };
    try {
      await this.redis.hset(
        pdfWorkersKey(this.keyPrefix),
        this.instance,
        JSON.stringify(heartbeat),
      );
    } catch (error) {
      this.logger.warn(`Could not report to Redis: ${(error as Error).message}`);
    }
  }
}
