import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

import { schemaOf } from './schema-of';

/**
 * The state behind compliance reminders and weekly summaries:
 * - `compliance_levels`: each user's last known level on the dashboard scale (SPEC §4), so that a
 *   travel change raising it into warning, danger or exceeded is noticed; no row means 'safe'.
 * - `scheduled_emails`: one row per scheduled e-mail ever enqueued, keyed by user, kind and period
 *   (the user's local date, or ISO week), so that no user gets the same reminder or summary twice.
 *   The same key is the e-mail job's id.
 */
export class AddComplianceLevelsAndScheduledEmails1764300000000 implements MigrationInterface {
  name = 'AddComplianceLevelsAndScheduledEmails1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`
      CREATE TABLE ${s}."compliance_levels" (
        "user_id" uuid NOT NULL,
        "level" varchar(8) NOT NULL,
        "days_used" integer NOT NULL,
        "observed_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "compliance_levels_pkey" PRIMARY KEY ("user_id"),
        CONSTRAINT "compliance_levels_level_check"
          CHECK ("level" IN ('safe', 'warning', 'danger', 'exceeded')),
        CONSTRAINT "compliance_levels_days_used_check" CHECK ("days_used" >= 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE ${s}."scheduled_emails" (
        "user_id" uuid NOT NULL,
        "kind" varchar(32) NOT NULL,
        "period" varchar(10) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "scheduled_emails_pkey" PRIMARY KEY ("user_id", "kind", "period")
      )`);
    await queryRunner.query(
      `CREATE INDEX "scheduled_emails_created_at_idx" ON ${s}."scheduled_emails" ("created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`DROP TABLE ${s}."scheduled_emails"`);
    await queryRunner.query(`DROP TABLE ${s}."compliance_levels"`);
  }
}
