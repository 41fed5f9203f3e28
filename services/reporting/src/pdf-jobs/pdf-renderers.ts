import type { Redis } from 'ioredis';

import {
  PDF_WORKER_HEARTBEAT_TTL_MS,
  type PdfRendererStatusDto,
  type PdfWorkerHeartbeat,
  pdfWorkersKey,
} from '@app/contracts';

export const NO_PDF_WORKER_MESSAGE =
  'PDF export is unavailable: no PDF worker is running. Start services/reporting-worker (npm start runs it).';

/**
 * What the PDF workers last said about themselves (each writes a heartbeat with its Chromium's
 * state into one Redis hash every few seconds): how many are alive and whether any can render.
 * Heartbeats older than `PDF_WORKER_HEARTBEAT_TTL_MS` (a killed worker's) are ignored and pruned.
 */
export async function readPdfRenderers(
  redis: Redis,
  keyPrefix: string,
  now: number,
): Promise<PdfRendererStatusDto> {
  const key = pdfWorkersKey(keyPrefix);
  const fields = await redis.hgetall(key);
  const alive: PdfWorkerHeartbeat[] = [];
  const stale: string[] = [];
  for (const [worker, value] of Object.entries(fields)) {
    const heartbeat = parseHeartbeat(value);
    if (heartbeat && now - heartbeat.at < PDF_WORKER_HEARTBEAT_TTL_MS) alive.push(heartbeat);
    else stale.push(worker);
  }
  if (stale.length > 0) await redis.hdel(key, ...stale);
  if (alive.length === 0) return { workers: 0, chromium: false, message: NO_PDF_WORKER_MESSAGE };
  if (alive.some((heartbeat) => heartbeat.chromium)) {
    return { workers: alive.length, chromium: true, message: null };
  }
  const reason = alive.find((heartbeat) => heartbeat.message)?.message;
  return {
    workers: alive.length,
    chromium: false,
    message: `PDF export is unavailable: ${reason ?? 'the PDF worker cannot start Chromium.'}`,
  };
}

function parseHeartbeat(value: string): PdfWorkerHeartbeat | null {
  try {
    const parsed = JSON.parse(value) as Partial<PdfWorkerHeartbeat>;
    if (typeof parsed.at !== 'number' || typeof parsed.chromium !== 'boolean') return null;
    return {
      at: parsed.at,
      chromium: parsed.chromium,
      message: typeof parsed.message === 'string' ? parsed.message : null,
    };
  } catch {
    return null;
  }
}
