import { continueFrom } from '../context/trace-carrier';
import { processMetrics, type ProcessMetrics } from './process-metrics';

/** What `observedProcessor` reads of a job: a BullMQ `Job` is one. */
export interface ObservedJob {
  id?: string | undefined;
  name: string;
  data: unknown;
}

/**
 * `processor` for the jobs of `queue`, observed: each job runs in the request and trace its
 * producer carried in the job's data (`TraceCarrier` fields, see `currentCarrier`), in a consumer
 * span `<queue> <job name>`, and its duration goes to `bullmq_job_duration_seconds` with its
 * outcome.
 *
 * @example
 * new Worker(EMAIL_QUEUE, observedProcessor(EMAIL_QUEUE, (job) => this.processor.process(job)), …);
 */
export function observedProcessor<A extends [ObservedJob, ...unknown[]], R>(
  queue: string,
  processor: (...args: A) => Promise<R>,
  metrics: ProcessMetrics = processMetrics(),
): (...args: A) => Promise<R> {
  return async (...args) => {
    const [job] = args;
    const started = performance.now();
    const attributes = { 'messaging.system': 'bullmq', 'messaging.destination.name': queue };
    try {
      const result = await continueFrom(
        job.data,
        `${queue} ${job.name}`,
        'consumer',
        () => processor(...args),
        job.id === undefined ? attributes : { ...attributes, 'messaging.message.id': job.id },
      );
      metrics.observeJob(queue, job.name, 'completed', (performance.now() - started) / 1000);
      return result;
    } catch (error) {
      metrics.observeJob(queue, job.name, 'failed', (performance.now() - started) / 1000);
      throw error;
    }
  };
}
