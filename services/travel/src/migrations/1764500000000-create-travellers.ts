import type { MigrationInterface, QueryRunner } from 'typeorm';

import { ACCOUNT_HOLDER_TRAVELLER_NAME } from '@app/contracts';
import { quoteSchema } from '@app/persistence';

/**
 * Several travellers per account (issue #22): the `travellers` table, the account holder's
 * traveller for every account the schema knows (from its records and kept time zones; an account
 * it does not know yet gets one at sign-up or on its first travel call), and every existing
 * record moved to its account holder's traveller (`travel_entries.traveller_id`, NOT NULL, deleted
 * with the traveller). Nothing else of a record changes.
 */
export class CreateTravellers1764500000000 implements MigrationInterface {
  name = 'CreateTravellers1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`
      CREATE TABLE ${s}."travellers" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "name" text NOT NULL,
        "is_account_holder" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "travellers_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "travellers_user_id_idx" ON ${s}."travellers" ("user_id")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "travellers_account_holder_key" ON ${s}."travellers" ("user_id") WHERE "is_account_holder"`,
    );
    await queryRunner.query(
      `INSERT INTO ${s}."travellers" ("user_id", "name", "is_account_holder")
       SELECT u.user_id, $1, true
         FROM (SELECT user_id FROM ${s}."travel_entries"
               UNION SELECT user_id FROM ${s}."user_time_zones") u`,
      [ACCOUNT_HOLDER_TRAVELLER_NAME],
    );
    await queryRunner.query(`ALTER TABLE ${s}."travel_entries" ADD "traveller_id" uuid`);
    await queryRunner.query(
      `UPDATE ${s}."travel_entries" t SET "traveller_id" = h."id"
         FROM ${s}."travellers" h
        WHERE h."user_id" = t."user_id" AND h."is_account_holder"`,
    );
    await queryRunner.query(
      `ALTER TABLE ${s}."travel_entries" ALTER COLUMN "traveller_id" SET NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE ${s}."travel_entries" ADD CONSTRAINT "travel_entries_traveller_id_fkey"
         FOREIGN KEY ("traveller_id") REFERENCES ${s}."travellers"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `CREATE INDEX "travel_entries_traveller_id_entry_date_idx" ON ${s}."travel_entries" ("traveller_id", "entry_date")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`DROP INDEX ${s}."travel_entries_traveller_id_entry_date_idx"`);
    await queryRunner.query(
      `ALTER TABLE ${s}."travel_entries" DROP CONSTRAINT "travel_entries_traveller_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE ${s}."travel_entries" DROP COLUMN "traveller_id"`);
    await queryRunner.query(`DROP TABLE ${s}."travellers"`);
  }
}

function schemaOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return schema ?? 'travel';
}
