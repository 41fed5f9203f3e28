// Helpers the benchmarks share.
import net from 'node:net';

/** A TCP port nothing listens on right now. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers 2xx (polling every 100 ms), or throws after `timeoutMs`. */
export async function waitHttp(url, timeoutMs = 15_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became ready`);
}

/** The `p`th percentile of an ascending array. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
