import type { QueryRunner } from 'typeorm';

/** The notification schema a migration runs in (the data source's, `notification` by default). */
export function schemaOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return schema ?? 'notification';
}
