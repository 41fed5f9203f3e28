import {
  OutboxEventEntity,
  postgresOptions,
  type PostgresDataSourceOptions,
} from '@app/persistence';

import type { AuthEnv } from '../config/env.schema';
import { CreateAuthSchema1763769600000 } from '../migrations/1763769600000-create-auth-schema';
import { AddProductUpdatesAndTravelSettings1767500000000 } from '../migrations/1767500000000-add-product-updates-and-travel-settings';
import { AddPendingEmail1768000000000 } from '../migrations/1768000000000-add-pending-email';
import { AddAdminMfa1768100000000 } from '../migrations/1768100000000-add-admin-mfa';
import { AddLanguage1768200000000 } from '../migrations/1768200000000-add-language';
import { PasswordResetRequestEntity } from '../password-reset/password-reset-request.entity';
import { UserEntity } from '../users/user.entity';

/** Every entity of the auth schema. */
export const AUTH_ENTITIES = [UserEntity, PasswordResetRequestEntity, OutboxEventEntity];

/** Every migration of the auth schema, oldest first. */
export const AUTH_MIGRATIONS = [
  CreateAuthSchema1763769600000,
  AddProductUpdatesAndTravelSettings1767500000000,
  AddPendingEmail1768000000000,
  AddAdminMfa1768100000000,
  AddLanguage1768200000000,
];

/** The TypeORM options of the auth service (also used by the CLI's `migrate`). */
export function authDataSourceOptions(env: AuthEnv): PostgresDataSourceOptions {
  return postgresOptions({
    url: env.DATABASE_URL,
    schema: env.DATABASE_SCHEMA,
    entities: AUTH_ENTITIES,
    migrations: AUTH_MIGRATIONS,
    applicationName: 'auth',
  });
}
