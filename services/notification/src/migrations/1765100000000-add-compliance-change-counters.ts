import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

import { schemaOf } from './schema-of';

/**
 * Level-change e-mails wait for a user's records to settle (issue #17): `compliance_levels` now
 * counts the travel changes seen (`changes_seen`, bumped with each event in its transaction) and
 * the ones a settled level check has evaluated (`changes_settled`). A user has a pending change
 * while the first is ahead; the morning batch then leaves their level alone, so that the check
 * compares with the level from before the change. The level stored is the last one settled: a
 * rise was e-mailed from it (reminders on), a fall lowered it.
 */
export class AddComplianceChangeCounters1765100000000 implements MigrationInterface {
  name = 'AddComplianceChangeCounters1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`
      ALTER TABLE ${s}."compliance_levels"
        ADD COLUMN "changes_seen" integer NOT NULL DEFAULT 0,
        ADD COLUMN "changes_settled" integer NOT NULL DEFAULT 0,
        ADD CONSTRAINT "compliance_levels_changes_check"
          CHECK ("changes_settled" >= 0 AND "changes_settled" <= "changes_seen")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`
      ALTER TABLE ${s}."compliance_levels"
        DROP CONSTRAINT "compliance_levels_changes_check",
        DROP COLUMN "changes_settled",
        DROP COLUMN "changes_seen"`);
  }
}
