import type { MigrationInterface, QueryRunner } from 'typeorm';

import { processedEventsTableSql } from '@app/event-bus';
import { quoteSchema } from '@app/persistence';

import { schemaOf } from './schema-of';

/**
 * The reporting schema of issue #9 (docs/adr/0010): the admin read model fed by auth.* and
 * travel.* events, the event consumer's `processed_events` and the admin audit log.
 *
 * - `admin_users`: one row per user, with the entry count, last entry date and last activity kept
 *   up to date by the events; a deleted user stays as a tombstone (`deleted_at`) so that a late
 *   event about them changes nothing.
 * - `admin_entries`: one row per travel record (id, user, date); a deleted record stays as a
 *   tombstone (`deleted`) for the same reason.
 */
export class CreateAdminReadModel1767000000000 implements MigrationInterface {
  name = 'CreateAdminReadModel1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = schemaOf(queryRunner);
    const s = quoteSchema(schema);
    await queryRunner.query(`
      CREATE TABLE ${s}."admin_users" (
        "user_id" uuid NOT NULL,
        "username" varchar(64) NOT NULL,
        "email" varchar(254) NOT NULL,
        "created_at" timestamptz NOT NULL,
        "entry_count" integer NOT NULL DEFAULT 0,
        "last_entry_date" date,
        "last_active_at" timestamptz,
        "deleted_at" timestamptz,
        CONSTRAINT "admin_users_pkey" PRIMARY KEY ("user_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "admin_users_list_idx" ON ${s}."admin_users" ("created_at" DESC, "user_id" DESC) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "admin_users_active_idx" ON ${s}."admin_users" ("last_active_at") WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE ${s}."admin_entries" (
        "entry_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "entry_date" date NOT NULL,
        "changed_at" timestamptz NOT NULL,
        "deleted" boolean NOT NULL DEFAULT false,
        CONSTRAINT "admin_entries_pkey" PRIMARY KEY ("entry_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "admin_entries_user_idx" ON ${s}."admin_entries" ("user_id", "entry_date") WHERE NOT deleted`,
    );
    await queryRunner.query(`
      CREATE TABLE ${s}."admin_audit_log" (
        "id" bigint GENERATED ALWAYS AS IDENTITY,
        "actor_id" uuid NOT NULL,
        "action" varchar(64) NOT NULL,
        "target" varchar(255) NOT NULL,
        "at" timestamptz NOT NULL,
        "details" jsonb NOT NULL DEFAULT '{}'::jsonb,
        CONSTRAINT "admin_audit_log_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "admin_audit_log_at_idx" ON ${s}."admin_audit_log" ("at")`,
    );
    await queryRunner.query(processedEventsTableSql(schema));
    await queryRunner.query(
      `CREATE INDEX "processed_events_processed_at_idx" ON ${s}."processed_events" ("processed_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`DROP TABLE ${s}."processed_events"`);
    await queryRunner.query(`DROP TABLE ${s}."admin_audit_log"`);
    await queryRunner.query(`DROP TABLE ${s}."admin_entries"`);
    await queryRunner.query(`DROP TABLE ${s}."admin_users"`);
  }
}
