import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

import { schemaOf } from './schema-of';

/**
 * `admin_entries (user_id, changed_at)`: the recount of a user after a batch of events takes the
 * latest change of any of their records (deleted ones too) from it, instead of reading every one of
 * their rows, tombstones included (docs/adr/0014).
 */
export class IndexEntryChanges1767200000000 implements MigrationInterface {
  name = 'IndexEntryChanges1767200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(
      `CREATE INDEX "admin_entries_changed_idx" ON ${s}."admin_entries" ("user_id", "changed_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`DROP INDEX ${s}."admin_entries_changed_idx"`);
  }
}
