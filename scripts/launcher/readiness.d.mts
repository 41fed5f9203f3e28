// Types of readiness.mjs.
import type { ProcessEntry } from './manifest.d.mts';

/** Null when `entry`'s process answers its readiness probe, else why not. */
export declare function notReadyBecause(
  entry: ProcessEntry,
  at: {
    port: number | undefined;
    running: readonly string[];
    redis: { url: string; keyPrefix?: string } | undefined;
  },
): Promise<string | null>;
