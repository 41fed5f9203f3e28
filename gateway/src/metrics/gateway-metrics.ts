import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { collectDefaultMetrics, Registry } from 'prom-client';

import { histogramOf, METRICS } from '@app/observability';
import { type RpcCallRecord, subscribeToRpcCalls } from '@app/rpc';

/** The route label of a request that matched no route (a 404, or an SPA address). */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The gateway's Prometheus metrics, in a registry of its own (so that several gateways in one
 * test process do not collide): Node's default process metrics, the HTTP request durations by
 * method, route template and status, and the durations of its RPC calls by service, pattern and
 * outcome (from nest-core's RPC call channel, which `sendRpc` publishes on). The metrics are
 * defined in @app/observability's `METRICS`, beside the services' and workers'.
 */
@Injectable()
export class GatewayMetrics implements OnModuleInit, OnModuleDestroy {
  readonly registry = new Registry();
  private readonly httpDuration = histogramOf(METRICS.httpRequestDuration, this.registry);
  private readonly rpcDuration = histogramOf(METRICS.rpcClientDuration, this.registry);
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
