import { postgresOptions, type PostgresDataSourceOptions } from '@app/persistence';

import type { NotificationEnv } from '../config/env.schema';
import { CreateNotificationSchema1764000000000 } from '../migrations/1764000000000-create-notification-schema';
import { AddComplianceLevelsAndScheduledEmails1764300000000 } from '../migrations/1764300000000-add-compliance-levels-and-scheduled-emails';
import { AddComplianceChangeCounters1765100000000 } from '../migrations/1765100000000-add-compliance-change-counters';
import { AddTravellerToLevelsAndScheduledEmails1765200000000 } from '../migrations/1765200000000-add-traveller-to-levels-and-scheduled-emails';

/** Every migration of the notification schema, oldest first. */
export const NOTIFICATION_MIGRATIONS = [
  CreateNotificationSchema1764000000000,
  AddComplianceLevelsAndScheduledEmails1764300000000,
  AddComplianceChangeCounters1765100000000,
  AddTravellerToLevelsAndScheduledEmails1765200000000,
];

/** The TypeORM options of the notification schema's migrations (the CLI's `migrate`). */
export function notificationDataSourceOptions(env: NotificationEnv): PostgresDataSourceOptions {
  return postgresOptions({
    url: env.DATABASE_URL,
    schema: env.DATABASE_SCHEMA,
    entities: [],
    migrations: NOTIFICATION_MIGRATIONS,
    applicationName: 'notification',
    poolSize: 4,
  });
}
