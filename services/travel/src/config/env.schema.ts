import { IsString, MaxLength, MinLength } from 'class-validator';

import { IsEnvInt, ServiceEnv } from '@app/nest-core';

/**
 * The travel service's configuration, read once at start-up with nest-core's `loadConfig` (the
 * only place the environment is read). Every variable is listed in the root `.env.example`.
 */
export class TravelEnv extends ServiceEnv {
  override DATABASE_SCHEMA = 'travel';

  /** Where the RPC (TCP) server listens. */
  @IsString()
  TRAVEL_SERVICE_HOST = '127.0.0.1';

  @IsEnvInt({ min: 0, max: 65_535 })
  TRAVEL_SERVICE_PORT = 4003;

  /**
   * How long the list a change leaves stays in Redis for the gateway's next read (ms; the gateway
   * asks this service once it is gone). 0 leaves no list (the benchmark's switch for this layer,
   * bench/travel-list-layers.bench.mjs). docs/adr/0014.
   */
  @IsEnvInt({ min: 0 })
  TRAVEL_LIST_COPY_TTL_MS = 30_000;

  /** The product's name, in the name of a traveller's calendar feed. */
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  PRODUCT_NAME = 'Schengen Tracker';
}
