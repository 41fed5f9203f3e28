import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

/**
 * Each user's profile time zone, kept from auth's events, so that the service's "today" is the
 * user's today (ARCHITECTURE). Qualified with the configured schema like the first migration.
 */
export class CreateUserTimeZones1764300000000 implements MigrationInterface {
  name = 'CreateUserTimeZones1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`
      CREATE TABLE ${s}."user_time_zones" (
        "user_id" uuid NOT NULL,
        "time_zone" text NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "user_time_zones_pkey" PRIMARY KEY ("user_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`DROP TABLE ${s}."user_time_zones"`);
  }
}

function schemaOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return schema ?? 'travel';
}
