import { IsOptional, IsString, MinLength } from 'class-validator';

/**
 * The gateway's metrics settings, read with `loadConfig` beside GatewayEnv (see .env.example).
 *
 * `METRICS_TOKEN`, when set, is the bearer token a scraper must send to GET /metrics
 * (`Authorization: Bearer <token>`); unset, /metrics answers anybody who reaches the gateway, so
 * keep it off the public ingress then.
 */
export class MetricsEnv {
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;
}
