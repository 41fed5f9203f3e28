import {
  OutboxEventEntity,
  postgresOptions,
  type PostgresDataSourceOptions,
} from '@app/persistence';

import { CalendarFeedEntity } from '../calendar-feed/calendar-feed.entity';
import type { TravelEnv } from '../config/env.schema';
import { TravelEntryEntity } from '../entries/travel-entry.entity';
import { ExcludedPeriodEntity } from '../excluded-periods/excluded-period.entity';
import { CreateTravelSchema1764100000000 } from '../migrations/1764100000000-create-travel-schema';
import { CreateUserTimeZones1764300000000 } from '../migrations/1764300000000-create-user-time-zones';
import { CreateTravellers1764500000000 } from '../migrations/1764500000000-create-travellers';
import { CreateExcludedPeriods1764700000000 } from '../migrations/1764700000000-create-excluded-periods';
import { CreateCalendarFeeds1764800000000 } from '../migrations/1764800000000-create-calendar-feeds';
import { AddTravellerDetails1764900000000 } from '../migrations/1764900000000-add-traveller-details';
import { AddTravellerEmailReminders1765000000000 } from '../migrations/1765000000000-add-traveller-email-reminders';
import { UserTimeZoneEntity } from '../time-zones/user-time-zone.entity';
import { TravellerEntity } from '../travellers/traveller.entity';

/** Every entity of the travel schema. */
export const TRAVEL_ENTITIES = [
  TravelEntryEntity,
  TravellerEntity,
  ExcludedPeriodEntity,
  CalendarFeedEntity,
  UserTimeZoneEntity,
  OutboxEventEntity,
];

/** Every migration of the travel schema, oldest first. */
export const TRAVEL_MIGRATIONS = [
  CreateTravelSchema1764100000000,
  CreateUserTimeZones1764300000000,
  CreateTravellers1764500000000,
  CreateExcludedPeriods1764700000000,
  CreateCalendarFeeds1764800000000,
  AddTravellerDetails1764900000000,
  AddTravellerEmailReminders1765000000000,
];

/** The TypeORM options of the travel service (also used by the CLI's `migrate`). */
export function travelDataSourceOptions(env: TravelEnv): PostgresDataSourceOptions {
  return postgresOptions({
    url: env.DATABASE_URL,
    schema: env.DATABASE_SCHEMA,
    entities: TRAVEL_ENTITIES,
    migrations: TRAVEL_MIGRATIONS,
    applicationName: 'travel',
  });
}
