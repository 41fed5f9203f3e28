import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

import { schemaOf } from './schema-of';

/**
 * Reminders per traveller (issue #22, ADR 0034 part 5): a level and the once-only memory of
 * scheduled e-mails are kept per traveller of an account. `traveller_id` is null for the account
 * holder, so every existing row stays the holder's as it was; the keys become unique
 * `NULLS NOT DISTINCT` (Postgres 15+), so the holder still has one row per key.
 */
export class AddTravellerToLevelsAndScheduledEmails1765200000000 implements MigrationInterface {
  name = 'AddTravellerToLevelsAndScheduledEmails1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`
      ALTER TABLE ${s}."compliance_levels"
        ADD COLUMN "traveller_id" uuid,
        DROP CONSTRAINT "compliance_levels_pkey",
        ADD CONSTRAINT "compliance_levels_user_traveller_key"
          UNIQUE NULLS NOT DISTINCT ("user_id", "traveller_id")`);
    await queryRunner.query(`
      ALTER TABLE ${s}."scheduled_emails"
        ADD COLUMN "traveller_id" uuid,
        DROP CONSTRAINT "scheduled_emails_pkey",
        ADD CONSTRAINT "scheduled_emails_key"
          UNIQUE NULLS NOT DISTINCT ("user_id", "kind", "period", "traveller_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    for (const [table, key, columns] of [
      ['scheduled_emails', 'scheduled_emails_key', '"user_id", "kind", "period"'],
      ['compliance_levels', 'compliance_levels_user_traveller_key', '"user_id"'],
    ] as const) {
      await queryRunner.query(`DELETE FROM ${s}."${table}" WHERE "traveller_id" IS NOT NULL`);
      await queryRunner.query(`
        ALTER TABLE ${s}."${table}"
          DROP CONSTRAINT "${key}",
          DROP COLUMN "traveller_id",
          ADD CONSTRAINT "${table}_pkey" PRIMARY KEY (${columns})`);
    }
  }
}
