import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

/**
 * Issue #18 (ASVS 5.0 level 2): administrators sign in with a second factor. Their TOTP secret
 * (encrypted by the service), the last time step accepted (no code twice) and the argon2id hashes
 * of their unused recovery codes.
 */
export class AddAdminMfa1768100000000 implements MigrationInterface {
  name = 'AddAdminMfa1768100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const users = `${schemaOf(queryRunner)}."users"`;
    await queryRunner.query(`
      ALTER TABLE ${users}
        ADD COLUMN "mfa_secret" text,
        ADD COLUMN "mfa_last_time_step" integer,
        ADD COLUMN "mfa_recovery_code_hashes" text array NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const users = `${schemaOf(queryRunner)}."users"`;
    await queryRunner.query(`
      ALTER TABLE ${users}
        DROP COLUMN "mfa_recovery_code_hashes",
        DROP COLUMN "mfa_last_time_step",
        DROP COLUMN "mfa_secret"`);
  }
}

function schemaOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return quoteSchema(schema ?? 'auth');
}
