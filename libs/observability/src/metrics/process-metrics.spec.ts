import { request } from 'node:http';

import { startMetricsServer } from './metrics-server';
import { ProcessMetrics } from './process-metrics';

function get(port: number, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type']),
          body,
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('ProcessMetrics', () => {
  it('reports RPC calls by service, pattern and outcome', async () => {
    const metrics = new ProcessMetrics({ defaultMetrics: false });
    metrics.observeRpc('travel', 'travel.entries.list', 'ok', 0.004);
    const { body } = await metrics.render();
    expect(body).toContain(
      'rpc_server_duration_seconds_count{service="travel",pattern="travel.entries.list",outcome="ok"} 1',
    );
  });

  it("reads each watched queue's job counts by state at scrape time", async () => {
    const metrics = new ProcessMetrics({ defaultMetrics: false });
    const counts = { waiting: 3, active: 1, delayed: 0, prioritized: 0, failed: 2 };
    const unwatch = metrics.watchQueue({ name: 'email', getJobCounts: async () => counts });
    let { body } = await metrics.render();
    expect(body).toContain('bullmq_queue_jobs{queue="email",state="waiting"} 3');
    expect(body).toContain('bullmq_queue_jobs{queue="email",state="failed"} 2');
    counts.waiting = 7;
    ({ body } = await metrics.render());
    expect(body).toContain('bullmq_queue_jobs{queue="email",state="waiting"} 7');
    unwatch();
    ({ body } = await metrics.render());
    expect(body).not.toContain('queue="email"');
  });

  it('reports outbox lag and consumer lag, leaving out a probe that fails', async () => {
    const metrics = new ProcessMetrics({ defaultMetrics: false });
    metrics.watchOutbox('travel', async () => 12.5);
    metrics.watchOutbox('auth', async () => {
      throw new Error('database down');
    });
    metrics.watchConsumer('notification', async () => [
      { topic: 'travel.visit.recorded.v1', lag: 4 },
    ]);
    const { body } = await metrics.render();
    expect(body).toContain('outbox_lag_seconds{schema="travel"} 12.5');
    expect(body).not.toContain('schema="auth"');
    expect(body).toContain(
      'event_consumer_lag{group="notification",topic="travel.visit.recorded.v1"} 4',
    );
  });
});

describe('startMetricsServer', () => {
  it('serves GET /metrics in the Prometheus text format and 404 elsewhere', async () => {
    const metrics = new ProcessMetrics();
    const server = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1' });
    try {
      const scrape = await get(server.port, '/metrics');
      expect(scrape.status).toBe(200);
      expect(scrape.type).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(scrape.body).toContain('# TYPE process_cpu_user_seconds_total counter');
      expect((await get(server.port, '/')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
