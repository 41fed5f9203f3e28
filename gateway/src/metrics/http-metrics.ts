import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { GatewayMetrics } from './gateway-metrics';

/**
 * Times every answered request into `GatewayMetrics`, labelled by the route's template
 * (`request.routeOptions.url`, e.g. `/api/travel-entries/:id`), never by the raw URL, so that ids
 * and query strings cannot multiply the series. Call it before the app is initialised.
 */
export function recordHttpMetrics(app: NestFastifyApplication): void {
  const metrics = app.get(GatewayMetrics);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', async (request, reply) => {
      metrics.observeHttp(
        request.method,
        request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime,
      );
    });
}
