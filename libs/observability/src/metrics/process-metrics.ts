import { collectDefaultMetrics, Registry } from 'prom-client';

import { gaugeOf, histogramOf, METRICS } from './metric-catalog';

/** The job states `bullmq_queue_jobs` reports. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;

/** How long one probe may take at a scrape before its figures are left out (ms). */
const PROBE_TIMEOUT_MS = 2_000;

/** What `bullmq_queue_jobs` reads of a queue: a BullMQ `Queue` is one. */
export interface QueueProbe {
  readonly name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
}

/** The age in seconds of the oldest unpublished outbox row (0 when none waits). */
export type OutboxLagProbe = () => Promise<number>;

/** Per topic, the events the group has not processed yet. */
export type ConsumerLagProbe = () => Promise<ReadonlyArray<{ topic: string; lag: number }>>;

/**
 * The Prometheus metrics of one process (a service or a worker), in a registry of its own: Node's
 * default process metrics, RPC calls handled by pattern, BullMQ job durations per queue, and the
 * gauges read at each scrape from what the process watches (its queues' depth, its outbox's lag,
 * its consumer groups' lag). `GET /metrics` serves it (`startMetricsServer`). One per process:
 * `processMetrics()`.
 *
 * @example
 * processMetrics().observeJob('email', 'password-reset-email', 'completed', 0.042);
 * const unwatch = processMetrics().watchQueue(emailQueue);
 */
export class ProcessMetrics {
  readonly registry = new Registry();
  private readonly rpcServer = histogramOf(METRICS.rpcServerDuration, this.registry);
  private readonly jobs = histogramOf(METRICS.jobDuration, this.registry);
  private readonly queues = new Map<string, QueueProbe>();
  private readonly outboxes = new Map<string, OutboxLagProbe>();
  private readonly consumers = new Map<string, ConsumerLagProbe>();

  constructor({ defaultMetrics = true }: { defaultMetrics?: boolean } = {}) {
    if (defaultMetrics) collectDefaultMetrics({ register: this.registry });
    gaugeOf(METRICS.queueJobs, this.registry, async (gauge) => {
      gauge.reset();
      await eachProbe(this.queues, async (queue) => {
        const counts = await queue.getJobCounts(...QUEUE_STATES);
        for (const state of QUEUE_STATES)
          gauge.set({ queue: queue.name, state }, counts[state] ?? 0);
      });
    });
    gaugeOf(METRICS.outboxLag, this.registry, async (gauge) => {
      gauge.reset();
      await eachProbe(this.outboxes, async (probe, schema) => gauge.set({ schema }, await probe()));
    });
    gaugeOf(METRICS.consumerLag, this.registry, async (gauge) => {
      gauge.reset();
      await eachProbe(this.consumers, async (probe, group) => {
        for (const { topic, lag } of await probe()) gauge.set({ group, topic }, lag);
      });
    });
  }

  /** One RPC call handled by `service`. */
  observeRpc(service: string, pattern: string, outcome: 'ok' | 'error', seconds: number): void {
    this.rpcServer.labels(service, pattern, outcome).observe(seconds);
  }

  /** One BullMQ job run. */
  observeJob(queue: string, name: string, outcome: 'completed' | 'failed', seconds: number): void {
    this.jobs.labels(queue, name, outcome).observe(seconds);
  }

  /** Reports `queue`'s job counts at each scrape until the returned function is called. */
  watchQueue(queue: QueueProbe): () => void {
    return watch(this.queues, queue.name, queue);
  }

  /** Reports the outbox lag of `schema` at each scrape until the returned function is called. */
  watchOutbox(schema: string, probe: OutboxLagProbe): () => void {
    return watch(this.outboxes, schema, probe);
  }

  /** Reports `group`'s lag per topic at each scrape until the returned function is called. */
  watchConsumer(group: string, probe: ConsumerLagProbe): () => void {
    return watch(this.consumers, group, probe);
  }

  /** The exposition text and its content type. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

function watch<T>(probes: Map<string, T>, key: string, probe: T): () => void {
  probes.set(key, probe);
  return () => {
    if (probes.get(key) === probe) probes.delete(key);
  };
}

/** Runs `read` on every probe at once; one that fails or hangs leaves its figures out. */
async function eachProbe<T>(
  probes: Map<string, T>,
  read: (probe: T, key: string) => Promise<void>,
): Promise<void> {
  await Promise.all(
    [...probes].map(async ([key, probe]) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PROBE_TIMEOUT_MS);
        timer.unref();
      });
      try {
        await Promise.race([read(probe, key), timeout]);
      } catch {
        // Left out of this scrape: the alert on a missing series tells.
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}

let instance: ProcessMetrics | undefined;

/** The metrics of this process (made at first use). */
export function processMetrics(): ProcessMetrics {
  instance ??= new ProcessMetrics();
  return instance;
}
