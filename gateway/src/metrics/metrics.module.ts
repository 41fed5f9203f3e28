import { type DynamicModule, Module } from '@nestjs/common';

import { GatewayMetrics } from './gateway-metrics';
import { MetricsController } from './metrics.controller';
import { MetricsEnv } from './metrics.env';

/** GET /metrics and the metrics the gateway records (see `GatewayMetrics`). */
@Module({})
export class MetricsModule {
  static forRoot(env: MetricsEnv): DynamicModule {
    return {
      module: MetricsModule,
      controllers: [MetricsController],
      providers: [{ provide: MetricsEnv, useValue: env }, GatewayMetrics],
      exports: [GatewayMetrics],
    };
  }
}
