import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

/**
 * A traveller's details (issue #22): their passport's dates and a note on their nationality, all
 * optional (null). The account holder's passport dates stay on auth's profile; the columns stay
 * null on their row (a check keeps it so).
 */
export class AddTravellerDetails1764900000000 implements MigrationInterface {
  name = 'AddTravellerDetails1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`
      ALTER TABLE ${s}."travellers"
        ADD COLUMN "passport_issue_date" date,
        ADD COLUMN "passport_expiry_date" date,
        ADD COLUMN "nationality_note" text,
        ADD CONSTRAINT "travellers_account_holder_passport_on_profile" CHECK (
          NOT "is_account_holder"
          OR ("passport_issue_date" IS NULL AND "passport_expiry_date" IS NULL)
        )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`
      ALTER TABLE ${s}."travellers"
        DROP CONSTRAINT "travellers_account_holder_passport_on_profile",
        DROP COLUMN "nationality_note",
        DROP COLUMN "passport_expiry_date",
        DROP COLUMN "passport_issue_date"`);
  }
}

function schemaOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return schema ?? 'travel';
}
