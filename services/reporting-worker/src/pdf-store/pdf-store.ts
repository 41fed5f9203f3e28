import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { closeRedis } from '@app/nest-core';
import { PDF_FILE_TTL_SECONDS, PDF_JOBS_PER_USER, pdfFilesKey } from '@app/contracts';

/**
 * Stores a file unless one is there, then keeps only the user's newest files. KEYS[1]: the file,
 * KEYS[2]: the user's list of files (newest first). ARGV: the PDF, its lifetime (s), how many to
 * keep. Answers 1 when this call stored the file, 0 when it was already there.
 */
const SAVE_AND_KEEP_NEWEST = `
if not redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2], 'NX') then return 0 end
redis.call('LPUSH', KEYS[2], KEYS[1])
local keep = tonumber(ARGV[3])
for _, older in ipairs(redis.call('LRANGE', KEYS[2], keep, -1)) do redis.call('DEL', older) end
redis.call('LTRIM', KEYS[2], 0, keep - 1)
redis.call('EXPIRE', KEYS[2], ARGV[2])
return 1`;

/**
 * The rendered PDFs, in Redis under `pdfFileKey(…)` for `PDF_FILE_TTL_SECONDS`: long enough for
 * the browser's polling to fetch the file, short enough that nothing piles up; and at most the
 * newest `PDF_JOBS_PER_USER` files of each user (an older one is deleted when a newer one is
 * stored), so that one user's exports hold a bounded amount of Redis memory. Written with
 * `SET NX`, so that a file is stored once even when a retried job renders it again.
 */
export class PdfStore {
  private readonly logger = new Logger('PdfStore');

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {
    redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  /** The stored file's size in bytes, or null when there is none. */
  async sizeOf(key: string): Promise<number | null> {
    const size = await this.redis.strlen(key);
    return size > 0 ? size : null;
  }

  /**
   * Stores the user's file under `key` unless one is already there, and deletes the user's files
   * older than their newest PDF_JOBS_PER_USER; true when this call stored it.
   */
  async saveOnce(userId: string, key: string, pdf: Buffer): Promise<boolean> {
    const stored = await this.redis.eval(
      SAVE_AND_KEEP_NEWEST,
      2,
      key,
      pdfFilesKey(this.keyPrefix, userId),
      pdf,
      PDF_FILE_TTL_SECONDS,
      PDF_JOBS_PER_USER,
    );
    return stored === 1;
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await closeRedis(this.redis);
  }
}
