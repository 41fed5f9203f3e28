import { IsDefined, IsOptional, IsString, Matches } from 'class-validator';

import { IsRpcPublicKeys } from '@app/rpc';

import { RedisEnv } from './env-fields';

/**
 * What every service with its own Postgres schema and a place on the event bus is configured
 * with (and Redis, `RedisEnv`). A service's env class extends it and sets its schema's default:
 *
 * @example
 * export class TravelEnv extends ServiceEnv {
 *   override DATABASE_SCHEMA = 'travel';
 * }
 */
export abstract class ServiceEnv extends RedisEnv {
  /** postgres://user:password@host:5432/database */
  @IsDefined({ message: 'DATABASE_URL is required (postgres://user:password@host:5432/database)' })
  @IsString()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  /** The service's own Postgres schema (tables and migrations table). */
  @Matches(/^[a-z_][a-z0-9_]{0,62}$/, {
    message: 'DATABASE_SCHEMA must be a lower-case identifier',
  })
  abstract DATABASE_SCHEMA: string;

  /**
   * The public keys of the callers this service trusts (JSON, see `IsRpcPublicKeys`). Optional
   * here so that the CLI (migrate) runs without it; the RPC server refuses to start without it.
   */
  @IsOptional()
  @IsRpcPublicKeys()
  RPC_PUBLIC_KEYS?: string;

  /** Comma-separated Kafka brokers: set, the event bus is Kafka; unset, Redis Streams. */
  @IsOptional()
  @Matches(/^[^\s,]+(,[^\s,]+)*$/, {
    message: 'KAFKA_BROKERS must be host:port[,host:port…] without spaces',
  })
  KAFKA_BROKERS?: string;

  /** Kafka brokers as a list, or undefined for the Redis Streams bus. */
  get kafkaBrokers(): string[] | undefined {
    return this.KAFKA_BROKERS?.split(',');
  }
}
