import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

/**
 * Issue #18 (ASVS 5.0 level 2): an e-mail change waits for the link sent to the new address. The
 * pending address, its request id, the SHA-256 of its link's token (unique, never the token) and
 * its expiry live on the account: one change at a time, a newer one replaces it.
 */
export class AddPendingEmail1768000000000 implements MigrationInterface {
  name = 'AddPendingEmail1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const users = `${schemaOf(queryRunner)}."users"`;
    await queryRunner.query(`
      ALTER TABLE ${users}
        ADD COLUMN "pending_email" varchar(254),
        ADD COLUMN "pending_email_request_id" uuid,
        ADD COLUMN "pending_email_token_hash" varchar(64),
        ADD COLUMN "pending_email_expires_at" timestamptz,
        ADD CONSTRAINT "users_pending_email_token_hash_key" UNIQUE ("pending_email_token_hash")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const users = `${schemaOf(queryRunner)}."users"`;
    await queryRunner.query(`
      ALTER TABLE ${users}
        DROP CONSTRAINT "users_pending_email_token_hash_key",
        DROP COLUMN "pending_email_expires_at",
        DROP COLUMN "pending_email_token_hash",
        DROP COLUMN "pending_email_request_id",
        DROP COLUMN "pending_email"`);
  }
}

function schemaOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return quoteSchema(schema ?? 'auth');
}
