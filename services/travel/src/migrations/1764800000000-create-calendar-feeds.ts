import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

/**
 * Calendar feeds (issue #22, "Never retyped"): one per traveller at most, deleted with the
 * traveller (and so with the account), the secret kept only as its SHA-256.
 */
export class CreateCalendarFeeds1764800000000 implements MigrationInterface {
  name = 'CreateCalendarFeeds1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`
      CREATE TABLE ${s}."calendar_feeds" (
        "id" uuid NOT NULL,
        "traveller_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "secret_hash" bytea NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "calendar_feeds_traveller_id_fkey" FOREIGN KEY ("traveller_id")
          REFERENCES ${s}."travellers"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "calendar_feeds_traveller_id_key" ON ${s}."calendar_feeds" ("traveller_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`DROP TABLE ${s}."calendar_feeds"`);
  }
}

function schemaOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return schema ?? 'travel';
}
