import { Type } from 'class-transformer';
import {
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
} from 'class-validator';

/**
 * A whole-number variable, converted from the environment's string, at least `min` and at most
 * `max` (when given).
 *
 * @example
 * @IsEnvInt({ min: 1, max: 65_535 }) AUTH_SERVICE_PORT = 4001;
 */
export function IsEnvInt({ min, max }: { min: number; max?: number }): PropertyDecorator {
  // Applied in the order the stacked decorators `@Type @IsInt @Min @Max` would be.
  return (target, propertyKey) => {
    if (max !== undefined) Max(max)(target, propertyKey);
    Min(min)(target, propertyKey);
    IsInt()(target, propertyKey);
    Type(() => Number)(target, propertyKey);
  };
}

/**
 * A secret of at least `minLength` characters, named in its messages. `optional`: unset is
 * accepted (a CLI that needs no secret runs without it; the process that does refuses to start).
 *
 * @example
 * @IsEnvSecret(32) RESET_TOKEN_SECRET!: string;
 * @IsEnvSecret(32, { optional: true }) SESSION_SECRET?: string;
 */
export function IsEnvSecret(
  minLength: number,
  { optional = false }: { optional?: boolean } = {},
): PropertyDecorator {
  const decorators = [
    optional
      ? IsOptional()
      : IsDefined({ message: `$property is required (at least ${minLength} characters)` }),
    IsString(),
    MinLength(minLength, { message: `$property must have at least ${minLength} characters` }),
  ];
  return (target, propertyKey) => {
    for (const decorator of decorators) decorator(target, propertyKey);
  };
}

/** A redis:// or rediss:// URL. */
export function IsRedisUrl(): PropertyDecorator {
  return IsUrl({ protocols: ['redis', 'rediss'], require_tld: false, require_protocol: true });
}

/**
 * What every process on Redis (queues, event bus, caches) is configured with. A worker's env
 * class extends it; `ServiceEnv` does too.
 */
export abstract class RedisEnv {
  /** Redis of the process's queues (and of the event bus when KAFKA_BROKERS is unset). */
  @IsRedisUrl()
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key, so that deployments or test files can share a Redis. */
  @IsString()
  REDIS_KEY_PREFIX = '';
}
