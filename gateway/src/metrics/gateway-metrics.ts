import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

import { type RpcCallRecord, subscribeToRpcCalls } from '@app/rpc';

/** Seconds: from a cached answer (~1 ms) to the admin's long batch calls. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 90];

/** The route label of a request that matched no route (a 404, or an SPA address). */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The gateway's Prometheus metrics, in a registry of its own (so that several gateways in one
 * test process do not collide): Node's default process metrics, the HTTP request durations by
 * method, route template and status, and the durations of its RPC calls by service, pattern and
 * outcome (from nest-core's RPC call channel, which `sendRpc` publishes on).
 */
@Injectable()
export class GatewayMetrics implements OnModuleInit, OnModuleDestroy {
  readonly registry = new Registry();
  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests answered by the gateway, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly rpcDuration = new Histogram({
    name: 'rpc_client_duration_seconds',
    help: 'RPC calls from the gateway to the services, by service, message pattern and outcome (ok, error, unavailable, timeout, unreachable)',
    labelNames: ['service', 'pattern', 'outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private stopObservingRpc: (() => void) | undefined;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  onModuleInit(): void {
    this.stopObservingRpc ??= subscribeToRpcCalls((call) => this.observeRpc(call));
  }

  onModuleDestroy(): void {
    this.stopObservingRpc?.();
    this.stopObservingRpc = undefined;
  }

  /** Records one answered HTTP request; `route` is the template (`/api/travel-entries/:id`). */
  observeHttp(method: string, route: string | undefined, statusCode: number, ms: number): void {
    this.httpDuration
      .labels(method, route ?? UNMATCHED_ROUTE, String(statusCode))
      .observe(ms / 1000);
  }

  observeRpc(call: RpcCallRecord): void {
    this.rpcDuration
      .labels(call.service, call.pattern, call.outcome)
      .observe(call.durationMs / 1000);
  }

  /** The exposition text and its content type. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
