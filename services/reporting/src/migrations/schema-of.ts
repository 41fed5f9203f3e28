import type { QueryRunner } from 'typeorm';

/** The reporting schema a migration runs in (the data source's, `reporting` by default). */
export function schemaOf(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.options as { schema?: string };
  return schema ?? 'reporting';
}
