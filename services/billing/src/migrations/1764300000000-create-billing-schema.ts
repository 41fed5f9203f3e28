import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

/**
 * The billing schema of issue #7: the payment intents created for donations, the donations Stripe
 * confirmed, the Stripe events already processed and the outbox. Tables are qualified with the
 * configured schema (`DATABASE_SCHEMA`, default 'billing').
 */
export class CreateBillingSchema1764300000000 implements MigrationInterface {
  name = 'CreateBillingSchema1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`
      CREATE TABLE ${s}."donation_intents" (
        "id" varchar(255) NOT NULL,
        "user_id" uuid,
        "email" varchar(254),
        "display_name" varchar(100),
        "product_code" varchar(32) NOT NULL,
        "amount_pence" integer NOT NULL,
        "currency" varchar(3) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "donation_intents_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${s}."donations" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "payment_intent_id" varchar(255) NOT NULL,
        "charge_id" varchar(255),
        "stripe_event_id" varchar(255),
        "user_id" uuid,
        "product_code" varchar(32) NOT NULL,
        "amount_pence" integer NOT NULL,
        "currency" varchar(3) NOT NULL,
        "recorded_by" varchar(16) NOT NULL,
        "recorded_at" timestamptz NOT NULL,
        CONSTRAINT "donations_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "donations_payment_intent_id_key" UNIQUE ("payment_intent_id"),
        CONSTRAINT "donations_amount_pence_check" CHECK ("amount_pence" > 0),
        CONSTRAINT "donations_recorded_by_check" CHECK ("recorded_by" IN ('webhook', 'confirmation'))
      )`);
    await queryRunner.query(`CREATE INDEX "donations_user_id_idx" ON ${s}."donations" ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE ${s}."stripe_events" (
        "id" varchar(255) NOT NULL,
        "type" varchar(255) NOT NULL,
        "received_at" timestamptz NOT NULL,
        CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
      )`);
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
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`DROP TABLE ${s}."outbox"`);
    await queryRunner.query(`DROP TABLE ${s}."stripe_events"`);
    await queryRunner.query(`DROP TABLE ${s}."donations"`);
    await queryRunner.query(`DROP TABLE ${s}."donation_intents"`);
  }
}

function schemaOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return schema ?? 'billing';
}
