import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

/**
 * Issue #21: the language a user chose for the app, their e-mails and PDFs (a code of
 * `@app/i18n`'s LANGUAGE_CODES, checked by the profile DTO); null follows the browser.
 */
export class AddLanguage1768200000000 implements MigrationInterface {
  name = 'AddLanguage1768200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ${usersOf(queryRunner)} ADD COLUMN "language" varchar(16)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${usersOf(queryRunner)} DROP COLUMN "language"`);
  }
}

function usersOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return `${quoteSchema(schema ?? 'auth')}."users"`;
}
