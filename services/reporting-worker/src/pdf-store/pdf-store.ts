import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { PDF_FILE_TTL_SECONDS } from '@app/contracts';

/**
 * The rendered PDFs, in Redis under `pdfFileKey(…)` for `PDF_FILE_TTL_SECONDS`: long enough for
 * the browser's polling to fetch the file, short enough that nothing piles up. Written with
 * `SET NX`, so that a file is stored once even when a retried job renders it again.
 */
export class PdfStore {
  private readonly logger = new Logger('PdfStore');

  constructor(private readonly redis: Redis) {
    redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  /** The stored file's size in bytes, or null when there is none. */
  async sizeOf(key: string): Promise<number | null> {
    const size = await this.redis.strlen(key);
    return size > 0 ? size : null;
  }

  /** Stores the file unless one is already there; true when this call stored it. */
  async saveOnce(key: string, pdf: Buffer): Promise<boolean> {
    return (await this.redis.set(key, pdf, 'EX', PDF_FILE_TTL_SECONDS, 'NX')) === 'OK';
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
