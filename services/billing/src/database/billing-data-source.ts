import {
  OutboxEventEntity,
  postgresOptions,
  type PostgresDataSourceOptions,
} from '@app/persistence';

import type { BillingEnv } from '../config/env.schema';
import { DonationIntentEntity } from '../donations/donation-intent.entity';
import { DonationEntity } from '../donations/donation.entity';
import { CreateBillingSchema1764300000000 } from '../migrations/1764300000000-create-billing-schema';
import { StripeEventEntity } from '../webhooks/stripe-event.entity';

/** Every entity of the billing schema. */
export const BILLING_ENTITIES = [
  DonationIntentEntity,
  DonationEntity,
  StripeEventEntity,
  OutboxEventEntity,
];

/** Every migration of the billing schema, oldest first. */
export const BILLING_MIGRATIONS = [CreateBillingSchema1764300000000];

/** The TypeORM options of the billing service (also used by the CLI's `migrate`). */
export function billingDataSourceOptions(env: BillingEnv): PostgresDataSourceOptions {
  return postgresOptions({
    url: env.DATABASE_URL,
    schema: env.DATABASE_SCHEMA,
    entities: BILLING_ENTITIES,
    migrations: BILLING_MIGRATIONS,
    applicationName: 'billing',
  });
}
