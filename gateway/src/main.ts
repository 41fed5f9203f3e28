import 'reflect-metadata';

import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

import { holdShutdownSignals, loadConfig } from '@app/nest-core';
import {
  observedModule,
  startMetricsServer,
  startObservability,
  useProcessLogger,
} from '@app/observability';

import { AppModule } from './app.module';
import { GatewayEnv } from './config/env.schema';
import { configureHttp, fastifyOptions } from './http/configure-http';
import { GatewayMetrics } from './metrics/gateway-metrics';
import { recordHttpMetrics } from './metrics/http-metrics';
import { MetricsEnv, metricsEnvProblem } from './metrics/metrics.env';

/** Builds the gateway application (used by main and by the tests). */
export async function createGateway(
  env = loadConfig(GatewayEnv),
  metricsEnv = loadConfig(MetricsEnv),
): Promise<NestFastifyApplication> {
  const problem = metricsEnvProblem(env.isProduction, metricsEnv);
  if (problem) throw new Error(`Invalid configuration:\n  ${problem}`);
  // Its metrics are GatewayMetrics (GET /metrics here, and on METRICS_PORT from main).
  const observability = await startObservability('gateway', process.env, { metricsServer: false });
  const app = await NestFactory.create<NestFastifyApplication>(
    observedModule(AppModule.forRoot(env, metricsEnv), observability),
    new FastifyAdapter(fastifyOptions(env)),
    {
      // No Nest body parsers (it would add urlencoded): Fastify's JSON parser is the only one.
      bodyParser: false,
      bufferLogs: true,
      // Fail with the error instead of exiting the process, so that callers (tests) see it.
      abortOnError: false,
    },
  );
  useProcessLogger(app);
  await configureHttp(app, env, observability.logger);
  recordHttpMetrics(app);
  // Prometheus inside the cluster scrapes every process on METRICS_PORT, the gateway too.
  const port = observability.env.metricsPort;
  if (port !== undefined) {
    const server = await startMetricsServer(app.get(GatewayMetrics), {
      port,
      host: observability.env.metricsHost,
    });
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onClose', () => server.close());
  }
  return app;
}

async function main(): Promise<void> {
  // SIGTERM/SIGINT: Fastify stops taking connections and answers the requests in flight, then the
  // service clients and Redis close; exit 0. Held from the start: a signal while the app is being
  // created closes it once it exists (as runService and runWorker do).
  const signals = holdShutdownSignals();
  const env = loadConfig(GatewayEnv);
  const metricsEnv = loadConfig(MetricsEnv);
  const app = await createGateway(env, metricsEnv);
  if (signals.attach(app)) return;
  await app.listen(env.PORT, env.HOST);
  const logger = new Logger('Gateway');
  logger.log(`Listening on http://${env.HOST}:${env.PORT}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
