import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

/**
 * The auth schema of issue #3: accounts, password-reset requests and the outbox. Table names are
 * qualified with the configured schema (`DATABASE_SCHEMA`, default 'auth').
 */
export class CreateAuthSchema1763769600000 implements MigrationInterface {
  name = 'CreateAuthSchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}."users" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "username" varchar(64) NOT NULL,
        "password_hash" text NOT NULL,
        "first_name" varchar(100),
        "last_name" varchar(100),
        "email" varchar(254) NOT NULL,
        "timezone" varchar(64) NOT NULL DEFAULT 'UTC',
        "email_reminders" boolean NOT NULL DEFAULT true,
        "weekly_summaries" boolean NOT NULL DEFAULT true,
        "reset_notifications" boolean NOT NULL DEFAULT false,
        "has_donated" boolean NOT NULL DEFAULT false,
        "login_count" integer NOT NULL DEFAULT 0,
        "passport_issue_date" date,
        "passport_expiry_date" date,
        "role" varchar(16) NOT NULL DEFAULT 'user',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "users_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "users_username_key" UNIQUE ("username"),
        CONSTRAINT "users_role_check" CHECK ("role" IN ('user', 'admin'))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_email_lower_key" ON ${s}."users" (lower("email"))`,
    );
    await queryRunner.query(`
      CREATE TABLE ${s}."password_reset_requests" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "token_hash" varchar(64),
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "password_reset_requests_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "password_reset_requests_token_hash_key" UNIQUE ("token_hash"),
        CONSTRAINT "password_reset_requests_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES ${s}."users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "password_reset_requests_user_id_idx" ON ${s}."password_reset_requests" ("user_id")`,
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
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}."outbox"`);
    await queryRunner.query(`DROP TABLE ${s}."password_reset_requests"`);
    await queryRunner.query(`DROP TABLE ${s}."users"`);
  }
}

function schemaOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return quoteSchema(schema ?? 'auth');
}
