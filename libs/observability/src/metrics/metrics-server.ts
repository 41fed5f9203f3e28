import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a metrics server serves: `ProcessMetrics`, or the gateway's own registry. */
export interface MetricsSource {
  render(): Promise<{ contentType: string; body: string }>;
}

/** The path Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

/** A running metrics server. */
export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves `metrics` as `GET /metrics` (Prometheus text format) on `host:port`, and 404 on anything
 * else: a server of its own, beside the process's RPC port, for Prometheus only (METRICS_PORT;
 * not exposed outside the cluster, docs/operations.md).
 *
 * @example
 * const server = await startMetricsServer(processMetrics(), { port: 9464, host: '0.0.0.0' });
 */
export async function startMetricsServer(
  metrics: MetricsSource,
  { port, host }: { port: number; host: string },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`Only GET ${METRICS_PATH} is served here.\n`);
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(`Metrics could not be collected: ${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
