import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { type PdfWorkerHeartbeat, pdfWorkersKey } from '@app/contracts';

import { type BrowserPool, ChromiumUnavailableError } from './browser-pool';

/**
 * Tells the reporting service, every `intervalMs`, that this worker is alive and whether its
 * Chromium starts (one field of a Redis hash per worker; the service ignores stale ones). While
 * Chromium is unavailable each beat tries again, so installing it takes effect without a restart.
 */
export class ChromiumHeartbeat {
  private readonly logger = new Logger('ChromiumHeartbeat');
  private readonly instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private state: { chromium: boolean; message: string | null } = { chromium: false, message: null };

  constructor(
    private readonly redis: Redis,
    private readonly pool: BrowserPool,
    private readonly keyPrefix: string,
    private readonly intervalMs: number,
  ) {
    redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  /** Whether Chromium started at the last check. */
  get chromium(): boolean {
    return this.state.chromium;
  }

  /** Checks Chromium (warming the browser), reports, and keeps reporting until `stop()`. */
  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => void this.beat(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops reporting, removes this worker's entry and closes the connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.redis.hdel(pdfWorkersKey(this.keyPrefix), this.instance).catch(() => undefined);
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private async beat(): Promise<void> {
    if (!this.state.chromium) await this.checkChromium();
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

  private async checkChromium(): Promise<void> {
    try {
      await this.pool.warm();
      if (!this.state.chromium) this.logger.log('Chromium is running: PDF export is available');
      this.state = { chromium: true, message: null };
    } catch (error) {
      const message =
        error instanceof ChromiumUnavailableError ? error.message : (error as Error).message;
      if (message !== this.state.message) this.logger.error(`PDF export unavailable: ${message}`);
      this.state = { chromium: false, message };
    }
  }
}
