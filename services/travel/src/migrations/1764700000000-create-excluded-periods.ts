import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

/**
 * Residence permits and long-stay visas (issue #22, ADR 0036): `excluded_periods`, one row per
 * period of a traveller (deleted with the traveller), both ends included. Nothing else changes.
 */
export class CreateExcludedPeriods1764700000000 implements MigrationInterface {
  name = 'CreateExcludedPeriods1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`
      CREATE TABLE ${s}."excluded_periods" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "traveller_id" uuid NOT NULL,
        "from_date" date NOT NULL,
        "to_date" date NOT NULL,
        "issuing_state" text NOT NULL,
        "kind" character varying(20) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "excluded_periods_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "excluded_periods_dates_check" CHECK ("to_date" >= "from_date"),
        CONSTRAINT "excluded_periods_kind_check" CHECK ("kind" IN ('residence_permit', 'long_stay_visa')),
        CONSTRAINT "excluded_periods_traveller_id_fkey" FOREIGN KEY ("traveller_id")
          REFERENCES ${s}."travellers"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "excluded_periods_traveller_id_idx" ON ${s}."excluded_periods" ("traveller_id", "from_date")`,
    );
    await queryRunner.query(
      `CREATE INDEX "excluded_periods_user_id_idx" ON ${s}."excluded_periods" ("user_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`DROP TABLE ${s}."excluded_periods"`);
  }
}

function schemaOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return schema ?? 'travel';
}
