import type { MigrationInterface, QueryRunner } from 'typeorm';

import { quoteSchema } from '@app/persistence';

import { schemaOf } from './schema-of';

/**
 * `admin_users.profile_changed_at`: when the username and e-mail held in the row were last set by
 * an `auth.user.updated.v1` event, so that an older profile event delivered late never overwrites
 * a newer one (the registration sets it to the creation time).
 */
export class TrackProfileChanges1767100000000 implements MigrationInterface {
  name = 'TrackProfileChanges1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(
      `ALTER TABLE ${s}."admin_users" ADD COLUMN "profile_changed_at" timestamptz`,
    );
    await queryRunner.query(`UPDATE ${s}."admin_users" SET "profile_changed_at" = "created_at"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = quoteSchema(schemaOf(queryRunner));
    await queryRunner.query(`ALTER TABLE ${s}."admin_users" DROP COLUMN "profile_changed_at"`);
  }
}
