import { Gauge, Histogram, type Registry } from 'prom-client';

/** Seconds: from a cached answer (~1 ms) to the admin's long batch calls and a PDF render. */
export const DURATION_BUCKETS = [
  0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 90,
];

interface MetricDefinition<L extends string> {
  type: 'histogram' | 'gauge';
  name: string;
  help: string;
  labelNames: readonly L[];
}

function define<L extends string>(definition: MetricDefinition<L>): MetricDefinition<L> {
  return definition;
}

/**
 * Every metric this project registers, besides Node's default process metrics: the one place
 * their names, labels and meaning are written. The Grafana dashboard and the alert rules in
 * `infra/observability/` may only use these (checked by a test).
 */
export const METRICS = {
  /** The gateway: HTTP requests answered. */
  httpRequestDuration: define({
    type: 'histogram',
    name: 'http_request_duration_seconds',
    help: 'HTTP requests answered by the gateway, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'],
  }),
  /** Callers (the gateway): RPC calls as the caller saw them. */
  rpcClientDuration: define({
    type: 'histogram',
    name: 'rpc_client_duration_seconds',
    help: 'RPC calls from the gateway to the services, by service, message pattern and outcome (ok, error, unavailable, timeout, unreachable)',
    labelNames: ['service', 'pattern', 'outcome'],
  }),
  /** Services: RPC calls handled, from the verified message to the settled answer. */
  rpcServerDuration: define({
    type: 'histogram',
    name: 'rpc_server_duration_seconds',
    help: 'RPC calls handled by a service, by service, message pattern and outcome (ok, error)',
    labelNames: ['service', 'pattern', 'outcome'],
  }),
  /** Workers: BullMQ jobs run, by queue, job name and outcome (completed, failed). */
  jobDuration: define({
    type: 'histogram',
    name: 'bullmq_job_duration_seconds',
    help: 'BullMQ jobs run by this process, by queue, job name and outcome (completed, failed)',
    labelNames: ['queue', 'name', 'outcome'],
  }),
  /** Producers: jobs in each state of each queue they add to, read at scrape time. */
  queueJobs: define({
    type: 'gauge',
    name: 'bullmq_queue_jobs',
    help: 'Jobs in a BullMQ queue by state (waiting, active, delayed, prioritized, failed), read when scraped',
    labelNames: ['queue', 'state'],
  }),
  /** Services with an outbox: the age of the oldest event not yet published. */
  outboxLag: define({
    type: 'gauge',
    name: 'outbox_lag_seconds',
    help: "Age of the oldest outbox event not yet relayed to the event bus (0 when none waits), by the service's schema",
    labelNames: ['schema'],
  }),
  /** Event consumers: events of a topic their group has not finished yet. */
  consumerLag: define({
    type: 'gauge',
    name: 'event_consumer_lag',
    help: 'Events of a topic that a consumer group has not yet processed (not delivered, or delivered and not acknowledged), read when scraped',
    labelNames: ['group', 'topic'],
  }),
} as const;

type LabelsOf<D> = D extends MetricDefinition<infer L> ? L : never;

/** The histogram of `definition` in `registry`, with the project's duration buckets. */
export function histogramOf<D extends MetricDefinition<string>>(
  definition: D,
  registry: Registry,
): Histogram<LabelsOf<D>> {
  return new Histogram<LabelsOf<D>>({
    name: definition.name,
    help: definition.help,
    labelNames: definition.labelNames as readonly LabelsOf<D>[],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
}

/** The gauge of `definition` in `registry`, filled by `collect` at each scrape. */
export function gaugeOf<D extends MetricDefinition<string>>(
  definition: D,
  registry: Registry,
  collect: (gauge: Gauge<LabelsOf<D>>) => Promise<void>,
): Gauge<LabelsOf<D>> {
  return new Gauge<LabelsOf<D>>({
    name: definition.name,
    help: definition.help,
    labelNames: definition.labelNames as readonly LabelsOf<D>[],
    registers: [registry],
    async collect() {
      await collect(this);
    },
  });
}
