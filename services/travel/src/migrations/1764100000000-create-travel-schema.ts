import type { MigrationInterface, QueryRunner } from 'typeorm';

import { processedEventsTableSql } from '@app/event-bus';
import { quoteSchema } from '@app/persistence';

/**
 * The travel schema of issue #5: travel records, the outbox and the event consumer's
 * `processed_events`. Tables are qualified with the configured schema (`DATABASE_SCHEMA`,
 * default 'travel').
 */
export class CreateTravelSchema1764100000000 implements MigrationInterface {
  name = 'CreateTravelSchema1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = schemaOf(queryRunner);
    const s = quoteSchema(schema);
    await queryRunner.query(`
      CREATE TABLE ${s}."travel_entries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "entry_type" varchar(5) NOT NULL,
        "entry_date" date NOT NULL,
        "country" text,
        "notes" text,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "travel_entries_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "travel_entries_entry_type_check" CHECK ("entry_type" IN ('entry', 'exit'))
      )`);
    await queryRunner.query(
      `CREATE INDEX "travel_entries_user_id_entry_date_idx" ON ${s}."travel_entries" ("user_id", "entry_date")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${s}."outbox" (
        "id" uuid NOT NULL,
        "topic" varchar(255) NOT NULL,
        "aggregate_id" varchar(255) NOT NULL,
        "payload" jsonb NOT NULL,
        "occurred_at" timestamptz NOT NULL,
        "published_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "outbox_unpublished_idx" ON ${s}."outbox" ("created_at") WHERE published_at IS NULL`,
    );
    await queryRunner.query(processedEventsTableSql(schema));
    await queryRunner.query(
      `CREATE INDEX "processed_events_processed_at_idx" ON ${s}."processed_events" ("processed_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`DROP TABLE ${s}."processed_events"`);
    await queryRunner.query(`DROP TABLE ${s}."outbox"`);
    await queryRunner.query(`DROP TABLE ${s}."travel_entries"`);
  }
}

function schemaOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return schema ?? 'travel';
}
