import type { MigrationInterface, QueryRunner } from 'typeorm';

import { processedEventsTableSql } from '@app/event-bus';
import { quoteSchema } from '@app/persistence';

import { schemaOf } from './schema-of';

/**
 * The notification schema of issue #4: the event consumer's `processed_events` (@app/event-bus's
 * DDL: one row per consumer and event id), with an index for pruning old rows. Tables are
 * qualified with the configured schema (`DATABASE_SCHEMA`, default 'notification').
 */
export class CreateNotificationSchema1764000000000 implements MigrationInterface {
  name = 'CreateNotificationSchema1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = schemaOf(queryRunner);
    await queryRunner.query(processedEventsTableSql(schema));
    await queryRunner.query(
      `CREATE INDEX "processed_events_processed_at_idx" ON ${quoteSchema(schema)}."processed_events" ("processed_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quoteSchema(schemaOf(queryRunner))}."processed_events"`);
  }
}
