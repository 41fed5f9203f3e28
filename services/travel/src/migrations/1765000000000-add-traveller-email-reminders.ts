import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

/**
 * Whether reminder e-mails about a traveller are wanted (issue #22, ADR 0034): true unless
 * switched off, so every existing traveller keeps getting them. The account holder's switch is
 * the profile's `email_reminders` (auth); the column stays true on their row (a check keeps it so).
 */
export class AddTravellerEmailReminders1765000000000 implements MigrationInterface {
  name = 'AddTravellerEmailReminders1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`
      ALTER TABLE ${s}."travellers"
        ADD COLUMN "email_reminders" boolean NOT NULL DEFAULT true,
        ADD CONSTRAINT "travellers_account_holder_reminders_on_profile" CHECK (
          NOT "is_account_holder" OR "email_reminders"
        )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`
      ALTER TABLE ${s}."travellers"
        DROP CONSTRAINT "travellers_account_holder_reminders_on_profile",
        DROP COLUMN "email_reminders"`);
  }
}

function schemaOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return schema ?? 'travel';
}
