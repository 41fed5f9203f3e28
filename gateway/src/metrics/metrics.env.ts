import { IsOptional, IsString, MinLength } from 'class-validator';

/**
 * The gateway's metrics settings, read with `loadConfig` beside GatewayEnv (see .env.example).
 *
 * `METRICS_TOKEN` is the bearer token a scraper must send to GET /metrics
 * (`Authorization: Bearer <token>`). It is required in production (`metricsEnvProblem`); elsewhere
 * (npm start, tests) it may be unset, and /metrics then answers anybody who reaches the gateway.
 */
export class MetricsEnv {
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;
}

/**
 * What is wrong with the metrics settings for a gateway in this mode, or null: in production
 * /metrics (process, route and service figures) is never open, so METRICS_TOKEN is required.
 *
 * @example
 * metricsEnvProblem(true, {}) // → 'METRICS_TOKEN: required when NODE_ENV=production …'
 */
export function metricsEnvProblem(isProduction: boolean, env: MetricsEnv): string | null {
  if (!isProduction || env.METRICS_TOKEN !== undefined) return null;
  return 'METRICS_TOKEN: required when NODE_ENV=production (16+ characters; Prometheus sends it as a bearer token to GET /metrics)';
}
