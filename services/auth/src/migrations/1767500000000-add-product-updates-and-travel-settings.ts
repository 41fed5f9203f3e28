import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

/**
 * Issue #17: the `product_updates` e-mail preference (an administrator's announcements, default
 * on, apart from the safety reminders of `email_reminders`), and the travel settings that SPEC §3
 * kept in the browser (EES registration and notice, insurance period, travel authorisation), now
 * kept per user. A period never ends before it starts (checked here too).
 */
export class AddProductUpdatesAndTravelSettings1767500000000 implements MigrationInterface {
  name = 'AddProductUpdatesAndTravelSettings1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const users = `${schemaOf(queryRunner)}."users"`;
    await queryRunner.query(`
      ALTER TABLE ${users}
        ADD COLUMN "product_updates" boolean NOT NULL DEFAULT true,
        ADD COLUMN "ees_registered" boolean NOT NULL DEFAULT false,
        ADD COLUMN "ees_notice_shown" boolean NOT NULL DEFAULT false,
        ADD COLUMN "insurance_start_date" date,
        ADD COLUMN "insurance_end_date" date,
        ADD COLUMN "etias_applied_date" date,
        ADD COLUMN "etias_received" boolean NOT NULL DEFAULT false,
        ADD COLUMN "etias_valid_until" date,
        ADD CONSTRAINT "users_insurance_period_check"
          CHECK ("insurance_end_date" >= "insurance_start_date"),
        ADD CONSTRAINT "users_etias_dates_check"
          CHECK ("etias_valid_until" >= "etias_applied_date")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const users = `${schemaOf(queryRunner)}."users"`;
    await queryRunner.query(`
      ALTER TABLE ${users}
        DROP CONSTRAINT "users_etias_dates_check",
        DROP CONSTRAINT "users_insurance_period_check",
        DROP COLUMN "etias_valid_until",
        DROP COLUMN "etias_received",
        DROP COLUMN "etias_applied_date",
        DROP COLUMN "insurance_end_date",
        DROP COLUMN "insurance_start_date",
        DROP COLUMN "ees_notice_shown",
        DROP COLUMN "ees_registered",
        DROP COLUMN "product_updates"`);
  }
}

function schemaOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return quoteSchema(schema ?? 'auth');
}
